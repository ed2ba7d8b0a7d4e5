import type { FastifyInstance } from 'fastify';
import { uniqueEmail } from '../../testing/build-test-app';
import { createSubscriber } from '../../testing/factories';
import { incidentFixture } from '../incidents/testing/incidents';
import { eventually, startDeliveringApp, type startReceiver } from './testing/receiver';

let app: FastifyInstance;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, receiver, stop } = await startDeliveringApp());
});

afterAll(() => stop());

type Fixture = Awaited<ReturnType<typeof incidentFixture>>;
type Client = Fixture['client'];

const enable = (client: Client, pageId: string, id: string) =>
  client.post(`/v1/pages/${pageId}/subscribers/${id}/enable`, {});
const stateOf = async (id: string) =>
  (await app.db.query<{ state: string }>('SELECT state FROM subscribers WHERE id = $1', [id]))[0]?.state;

/** A webhook on the fixture's page pointing at the receiver under its own path, in `state`. */
async function webhookIn(f: Fixture, state: 'confirmed' | 'pending' | 'unsubscribed' | 'disabled') {
  const path = `/hook/${Math.random().toString(36).slice(2)}`;
  const subscriber = await createSubscriber(app, f.page.id, { endpoint: receiver.url(path), state });
  return { subscriber, hits: () => receiver.received.filter((hit) => hit.path === path) };
}

describe('enabling a disabled webhook', () => {
  it('confirms a webhook whose retries ran out, and its events are delivered again', async () => {
    const f = await incidentFixture(app);
    const created = await f.client.post(`/v1/pages/${f.page.id}/subscribers`, {
      type: 'webhook',
      email: uniqueEmail('ops'),
      endpoint: receiver.url('/hook/enable-again'),
    });
    const id = created.json().id as string;
    const hits = () => receiver.received.filter((hit) => hit.path === '/hook/enable-again');
    receiver.answer(500, 500, 500);
    await f.client.post(`/v1/pages/${f.page.id}/subscribers/${id}/test`, {});
    await eventually(async () => (await stateOf(id)) === 'disabled');
    const refusedTest = await f.client.post(`/v1/pages/${f.page.id}/subscribers/${id}/test`, {});
    expect(refusedTest.json()).toMatchObject({ code: 'webhook_not_active' });

    const enabled = await enable(f.client, f.page.id, id);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ id, type: 'webhook', state: 'confirmed' });
    expect(enabled.json()).not.toHaveProperty('signing_secret');
    expect(await stateOf(id)).toBe('confirmed');

    const test = await f.client.post(`/v1/pages/${f.page.id}/subscribers/${id}/test`, {});
    expect(test.statusCode).toBe(202);
    const deliveryId = test.json().delivery_id;
    await eventually(() => hits().some((hit) => hit.headers['x-statusdeck-delivery'] === deliveryId));
    const log = await f.client.get(`/v1/pages/${f.page.id}/subscribers/${id}/deliveries`);
    expect(log.json().deliveries[0]).toMatchObject({ delivery_id: deliveryId, status_code: 200 });
  });

  it('answers 409 webhook_not_disabled for a confirmed, pending or unsubscribed webhook and changes nothing', async () => {
    const f = await incidentFixture(app);
    for (const state of ['confirmed', 'pending', 'unsubscribed'] as const) {
      const { subscriber } = await webhookIn(f, state);
      const response = await enable(f.client, f.page.id, subscriber.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('webhook_not_disabled');
      expect(await stateOf(subscriber.id)).toBe(state);
    }
  });

  it("answers 404 for an e-mail subscriber, an unknown or malformed id and another organisation's webhook", async () => {
    const f = await incidentFixture(app);
    const other = await incidentFixture(app);
    const { subscriber: theirs } = await webhookIn(other, 'disabled');
    const mail = await createSubscriber(app, f.page.id, { state: 'confirmed' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [mail.id, unknown, 'not-a-uuid', theirs.id]) {
      expect((await enable(f.client, f.page.id, id)).statusCode).toBe(404);
    }
    // Their page through our organisation is not found either.
    expect((await enable(f.client, other.page.id, theirs.id)).statusCode).toBe(404);
    expect(await stateOf(theirs.id)).toBe('disabled');
  });

  it('refuses a viewer (403) and leaves the webhook disabled', async () => {
    const f = await incidentFixture(app);
    const { subscriber } = await webhookIn(f, 'disabled');
    const viewer = await f.member('viewer');
    const response = await enable(viewer, f.page.id, subscriber.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
    expect(await stateOf(subscriber.id)).toBe('disabled');
  });

  it("answers 402 when the page's plan has no place left, and leaves it disabled", async () => {
    const f = await incidentFixture(app);
    const { subscriber } = await webhookIn(f, 'disabled');
    await app.db.query(
      `INSERT INTO subscribers (page_id, email, state, unsubscribe_token_hash)
       SELECT $1, 'full-' || gen_random_uuid() || '@example.test', 'confirmed', gen_random_uuid()::text
       FROM generate_series(1, 100) g`,
      [f.page.id],
    );
    const response = await enable(f.client, f.page.id, subscriber.id);
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('PLAN_LIMIT_REACHED');
    expect(await stateOf(subscriber.id)).toBe('disabled');
  });
});
