import type { FastifyInstance } from 'fastify';
import { incidentFixture } from '../../incidents/testing/incidents';
import type { startReceiver } from '../../webhooks/testing/receiver';

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
export type Fixture = Awaited<ReturnType<typeof incidentFixture>>;

/**
 * An integration created through the API on the fixture's page (a new one unless given), pointing at the
 * loopback receiver under its own path; `hits()` are the requests that reached it, `bodies()` parsed.
 */
export async function chatIntegration(
  app: FastifyInstance,
  receiver: Receiver,
  payload: { kind: 'slack' | 'teams' | 'discord'; component_ids?: string[]; language?: 'en' | 'ru' | null },
  fixture?: Fixture,
) {
  const f = fixture ?? (await incidentFixture(app, 'owner'));
  const path = `/chat/${Math.random().toString(36).slice(2)}`;
  const list = `/v1/pages/${f.page.id}/integrations`;
  const response = await f.client.post(list, {
    ...payload,
    url: receiver.url(path),
  });
  if (response.statusCode !== 201) throw new Error(`integration not created: ${response.body}`);
  const integration = response.json() as { id: string };
  const item = `${list}/${integration.id}`;
  const hits = () => receiver.received.filter((hit) => hit.path === path);
  return {
    ...f,
    integration,
    item,
    path,
    hits,
    bodies: () => hits().map((hit) => JSON.parse(hit.body)),
    deliveries: async (query = '') => (await f.client.get(`${item}/deliveries${query}`)).json(),
    /** The integration as the list answers it. */
    listed: async () =>
      ((await f.client.get(list)).json().integrations as Array<{ id: string }>).find(
        (entry) => entry.id === integration.id,
      ) as Record<string, unknown>,
  };
}
