import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { uniqueEmail } from '../../testing/build-test-app';
import { incidentFixture } from '../incidents/testing/incidents';
import { findMailsTo } from '../mail/repository';
import { eventually, type Received, startDeliveringApp, type startReceiver } from './testing/receiver';

let app: FastifyInstance;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, receiver, stop } = await startDeliveringApp());
});

afterAll(() => stop());

type Fixture = Awaited<ReturnType<typeof incidentFixture>>;

/** A webhook on a new page, pointing at the receiver under its own path. */
async function webhook(fixture?: Fixture, componentIds?: string[]) {
  const f = fixture ?? (await incidentFixture(app));
  const path = `/hook/${Math.random().toString(36).slice(2)}`;
  const email = uniqueEmail('ops');
  const response = await f.client.post(`/v1/pages/${f.page.id}/subscribers`, {
    type: 'webhook',
    email,
    endpoint: receiver.url(path),
    ...(componentIds ? { component_ids: componentIds } : {}),
  });
  expect(response.statusCode).toBe(201);
  const created = response.json() as { id: string; signing_secret: string };
  const hits = () => receiver.received.filter((hit) => hit.path === path);
  return { ...f, subscriber: created, email, path, hits };
}

const sendTest = (f: Fixture, id: string) =>
  f.client.post(`/v1/pages/${f.page.id}/subscribers/${id}/test`, {});
const deliveriesOf = async (f: Fixture, id: string, query = '') =>
  (await f.client.get(`/v1/pages/${f.page.id}/subscribers/${id}/deliveries${query}`)).json();
const stateOf = async (id: string) =>
  (await app.db.query<{ state: string }>('SELECT state FROM subscribers WHERE id = $1', [id]))[0]?.state;

/** Checks a delivery's signature the way the API documentation tells receivers to. */
function verifies(hit: Received, secret: string): boolean {
  const header = String(hit.headers['x-statusdeck-signature']);
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${t}.${hit.body}`).digest();
  const given = Buffer.from(v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('webhook delivery', () => {
  it('sends a signed test event with a delivery id, and logs the attempt', async () => {
    const f = await webhook();
    const sent = await sendTest(f, f.subscriber.id);
    expect(sent.statusCode).toBe(202);
    const deliveryId = sent.json().delivery_id;
    const [hit] = await eventually(() => f.hits().length === 1 && f.hits());
    if (!hit) throw new Error('no hit');
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['user-agent']).toMatch(/Statusdeck/);
    expect(hit.headers['x-statusdeck-delivery']).toBe(deliveryId);
    expect(hit.headers['x-statusdeck-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifies(hit, f.subscriber.signing_secret)).toBe(true);
    expect(verifies({ ...hit, body: `${hit.body} ` }, f.subscriber.signing_secret)).toBe(false);
    const body = JSON.parse(hit.body);
    expect(body).toMatchObject({
      meta: {
        unsubscribe: expect.stringContaining('/unsubscribe?token='),
        documentation: expect.any(String),
      },
      page: { id: f.page.id, status_indicator: 'none', status_description: 'All Systems Operational' },
      test: true,
    });
    const log = await eventually(async () => {
      const answer = await deliveriesOf(f, f.subscriber.id);
      return answer.deliveries.length === 1 && answer;
    });
    expect(log).toEqual({
      deliveries: [
        {
          id: expect.any(String),
          delivery_id: deliveryId,
          event: 'test',
          attempt: 1,
          status_code: 200,
          error: null,
          duration_ms: expect.any(Number),
          created_at: expect.stringMatching(/Z$/),
        },
      ],
      next_cursor: null,
    });
    expect(JSON.stringify(log)).not.toContain(f.subscriber.signing_secret);
  });

  it('retries a 500 with the same delivery id and logs exactly one success after three attempts', async () => {
    const f = await webhook();
    receiver.answer(500, 500);
    const deliveryId = (await sendTest(f, f.subscriber.id)).json().delivery_id;
    await eventually(async () => (await deliveriesOf(f, f.subscriber.id)).deliveries.length === 3);
    expect(f.hits().map((hit) => hit.headers['x-statusdeck-delivery'])).toEqual([
      deliveryId,
      deliveryId,
      deliveryId,
    ]);
    const { deliveries } = await deliveriesOf(f, f.subscriber.id);
    expect(
      deliveries.map((d: { attempt: number; status_code: number }) => [d.attempt, d.status_code]),
    ).toEqual([
      [3, 200],
      [2, 500],
      [1, 500],
    ]);
    expect(deliveries.filter((d: { error: string | null }) => d.error === null)).toHaveLength(1);
    // A page of one, then the next by cursor.
    const first = await deliveriesOf(f, f.subscriber.id, '?limit=1');
    const second = await deliveriesOf(f, f.subscriber.id, `?limit=1&cursor=${first.next_cursor}`);
    expect(second.deliveries[0].attempt).toBe(2);
    expect(await stateOf(f.subscriber.id)).toBe('confirmed');
  });

  it('unsubscribes on 410 Gone', async () => {
    const f = await webhook();
    receiver.answer(410);
    await sendTest(f, f.subscriber.id);
    expect(await eventually(async () => (await stateOf(f.subscriber.id)) === 'unsubscribed')).toBe(true);
    expect((await sendTest(f, f.subscriber.id)).json()).toMatchObject({ code: 'webhook_not_active' });
    expect(f.hits()).toHaveLength(1);
  });

  it('disables the webhook after the last failed attempt and mails its contact', async () => {
    const f = await webhook();
    receiver.answer(500, 302, 503);
    await sendTest(f, f.subscriber.id);
    await eventually(async () => (await stateOf(f.subscriber.id)) === 'disabled');
    expect(f.hits()).toHaveLength(3);
    const mails = await eventually(async () => {
      const found = await findMailsTo(app.db, f.email);
      return found.length > 0 && found;
    });
    expect(mails[0]?.subject).toContain('disabled');
    expect(mails[0]?.text_body).toContain(receiver.url(f.path));
    const { deliveries } = await deliveriesOf(f, f.subscriber.id);
    expect(deliveries.map((d: { error: string }) => d.error)).toEqual([
      'answered HTTP 503',
      'answered HTTP 302',
      'answered HTTP 500',
    ]);
  });

  it('counts a receiver that does not answer in time as a failed attempt and retries it', async () => {
    const f = await webhook();
    receiver.answer(0);
    await sendTest(f, f.subscriber.id);
    const { deliveries } = await eventually(async () => {
      const answer = await deliveriesOf(f, f.subscriber.id);
      return answer.deliveries.length === 2 && answer;
    });
    expect(deliveries[1]).toMatchObject({
      attempt: 1,
      status_code: null,
      error: expect.stringMatching(/timed out/),
    });
    expect(deliveries[1].duration_ms).toBeGreaterThanOrEqual(900);
    expect(deliveries[0]).toMatchObject({ attempt: 2, status_code: 200 });
  });

  it('treats an e-mail subscriber as no webhook: its deliveries and test answer 404', async () => {
    const f = await incidentFixture(app);
    const created = await f.client.post(`/v1/pages/${f.page.id}/subscribers`, {
      email: uniqueEmail('reader'),
      skip_confirmation: true,
    });
    const id = created.json().id;
    expect((await f.client.get(`/v1/pages/${f.page.id}/subscribers/${id}/deliveries`)).statusCode).toBe(404);
    expect((await sendTest(f, id)).statusCode).toBe(404);
  });

  it('sends incident updates and component changes only to webhooks whose filter matches', async () => {
    const f = await incidentFixture(app);
    const apiHook = await webhook(f, [f.api.id]);
    const webHook = await webhook(f, [f.web.id]);
    const created = await f.client.post(f.base, {
      name: 'Outage',
      body: 'Requests fail',
      components: [{ id: f.api.id, status: 'partial_outage' }],
    });
    expect(created.statusCode).toBe(201);
    const events = await eventually(() => apiHook.hits().length === 2 && apiHook.hits());
    const bodies = events.map((hit) => JSON.parse(hit.body));
    const incident = bodies.find((body) => body.incident);
    const component = bodies.find((body) => body.component_update);
    expect(incident.incident).toMatchObject({
      id: created.json().id,
      name: 'Outage',
      status: 'investigating',
    });
    expect(incident.incident.incident_updates[0]).toMatchObject({ body: 'Requests fail' });
    expect(incident.page.status_indicator).not.toBe('none');
    expect(component).toMatchObject({
      component_update: { component_id: f.api.id, old_status: 'operational', new_status: 'partial_outage' },
      component: { id: f.api.id, name: 'API', status: 'partial_outage' },
    });

    // The component's own PATCH announces its change too, to its webhook only.
    const patched = await f.client.patch(`/v1/pages/${f.page.id}/components/${f.web.id}`, {
      status: 'major_outage',
    });
    expect(patched.statusCode).toBe(200);
    const [webEvent] = await eventually(() => webHook.hits().length === 1 && webHook.hits());
    expect(JSON.parse(webEvent?.body ?? '{}').component_update).toMatchObject({ new_status: 'major_outage' });
    expect(apiHook.hits()).toHaveLength(2);
  });
});
