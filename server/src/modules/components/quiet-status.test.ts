import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import {
  accessTokenFor,
  bearer,
  createComponent,
  createPage,
  createSubscriber,
  createUser,
} from '../../testing/factories';

/**
 * A PATCH naming only a status, the write integrations call most, is one statement when nobody is to hear
 * of it (quiet-status-batches.ts), and changes of one page arriving together share one. These show it
 * behaves as the full path does: each change answered as it left the component, recorded once in the
 * history, in order; and a change someone is to hear of still reaches them.
 */
let app: FastifyInstance;
let token: string;
let organizationId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await createUser(app);
  organizationId = owner.organization_id;
  token = await accessTokenFor(app, owner);
});

afterAll(async () => {
  await app.close();
});

const patch = (pageId: string, componentId: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/v1/pages/${pageId}/components/${componentId}`,
    headers: bearer(token),
    payload,
  });
const history = async (componentId: string) =>
  (
    await app.db.query<{ status: string }>(
      'SELECT status FROM component_status_changes WHERE component_id = $1 ORDER BY changed_at, id',
      [componentId],
    )
  ).map((row) => row.status);
const current = async (componentId: string) =>
  (await app.db.query<{ status: string }>('SELECT status FROM components WHERE id = $1', [componentId]))[0]
    ?.status;

it('answers each change as it left the component and records only real changes', async () => {
  const page = await createPage(app, organizationId);
  const component = await createComponent(app, page.id);
  const first = await patch(page.id, component.id, { status: 'partial_outage' });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({
    ...JSON.parse(JSON.stringify(component)),
    status: 'partial_outage',
    updated_at: expect.stringMatching(/Z$/),
  });
  expect(new Date(first.json().updated_at) > component.updated_at).toBe(true);
  const again = await patch(page.id, component.id, { status: 'partial_outage' });
  expect(again.json().status).toBe('partial_outage');
  expect(await history(component.id)).toEqual(['operational', 'partial_outage']);
});

it('applies changes arriving together in arrival order, each with its own answer and history row', async () => {
  const page = await createPage(app, organizationId);
  const [a, b] = [await createComponent(app, page.id), await createComponent(app, page.id, { name: 'DB' })];
  if (!a || !b) throw new Error('no components');
  const statuses = ['degraded_performance', 'operational', 'major_outage', 'major_outage', 'operational'];
  const sent = Array.from({ length: 20 }, (_, index) => ({
    component: index % 2 === 0 ? a : b,
    status: statuses[index % statuses.length] ?? 'operational',
  }));
  const answers = await Promise.all(
    sent.map(({ component, status }) => patch(page.id, component.id, { status })),
  );
  answers.forEach((answer, index) => {
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: sent[index]?.component.id, status: sent[index]?.status });
  });
  for (const component of [a, b]) {
    // What the component went through: its first status, then each sent one that differs from the one before.
    const expected = ['operational'];
    for (const change of sent.filter((one) => one.component === component)) {
      if (expected.at(-1) !== change.status) expected.push(change.status);
    }
    expect(await history(component.id)).toEqual(expected);
    expect(await current(component.id)).toBe(expected.at(-1));
  }
});

it('still tells a webhook and a chat integration, and refuses what the full path refuses', async () => {
  const page = await createPage(app, organizationId);
  const heard = await createComponent(app, page.id, { name: 'Heard' });
  const chatted = await createComponent(app, page.id, { name: 'Chatted' });
  await createSubscriber(app, page.id, {
    endpoint: 'https://hooks.example.test/in',
    componentIds: [heard.id],
  });
  await app.db.query(
    `INSERT INTO chat_integrations (id, page_id, kind, name, url, component_ids)
     VALUES ($1, $2, 'slack', 'Ops', 'https://hooks.slack.com/services/T/B/x', ARRAY[$3]::uuid[])`,
    [randomUUID(), page.id, chatted.id],
  );
  const deliveries = async () =>
    (
      await app.db.query<{ event: string; target: string }>(
        `SELECT o.event, coalesce(s.page_id, i.page_id)::text AS target FROM webhook_outbox o
         LEFT JOIN subscribers s ON s.id = o.subscriber_id LEFT JOIN chat_integrations i ON i.id = o.integration_id
         WHERE coalesce(s.page_id, i.page_id) = $1`,
        [page.id],
      )
    ).length;
  expect((await patch(page.id, heard.id, { status: 'major_outage' })).json().status).toBe('major_outage');
  expect(await deliveries()).toBe(1);
  expect((await patch(page.id, chatted.id, { status: 'major_outage' })).json().status).toBe('major_outage');
  expect(await deliveries()).toBe(2);
  expect(await history(heard.id)).toEqual(['operational', 'major_outage']);

  const deleted = await createComponent(app, page.id, { name: 'Gone' });
  await app.inject({
    method: 'DELETE',
    url: `/v1/pages/${page.id}/components/${deleted.id}`,
    headers: bearer(token),
  });
  expect((await patch(page.id, deleted.id, { status: 'major_outage' })).statusCode).toBe(409);
  const stranger = await createPage(app, (await createUser(app)).organization_id);
  const theirs = await createComponent(app, stranger.id);
  expect((await patch(stranger.id, theirs.id, { status: 'major_outage' })).statusCode).toBe(404);
  expect((await patch(page.id, theirs.id, { status: 'major_outage' })).statusCode).toBe(404);
  expect(await current(theirs.id)).toBe('operational');
});
