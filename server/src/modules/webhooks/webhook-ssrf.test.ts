import type { FastifyInstance } from 'fastify';
import { buildTestApp, testConfig, uniqueEmail } from '../../testing/build-test-app';
import { incidentFixture } from '../incidents/testing/incidents';
import { eventually, startReceiver } from './testing/receiver';

let app: FastifyInstance;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  const base = testConfig().webhooks;
  // WEBHOOK_ALLOW_PRIVATE is off, as in production; one attempt, so a refusal ends the delivery.
  app = await buildTestApp({
    webhooks: { ...base, timeoutMs: 2000, retryScheduleMs: [], pollIntervalMs: 20 },
  });
  app.webhooks.start();
  receiver = await startReceiver();
});

afterAll(async () => {
  await app.close();
  await receiver.close();
});

async function refusedDelivery(endpoint: string) {
  const f = await incidentFixture(app);
  const created = await f.client.post(`/v1/pages/${f.page.id}/subscribers`, {
    type: 'webhook',
    email: uniqueEmail('ops'),
    endpoint,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id;
  expect((await f.client.post(`/v1/pages/${f.page.id}/subscribers/${id}/test`, {})).statusCode).toBe(202);
  return eventually(async () => {
    const { deliveries } = (await f.client.get(`/v1/pages/${f.page.id}/subscribers/${id}/deliveries`)).json();
    return deliveries[0];
  });
}

describe('webhook endpoints without WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses an http endpoint when it is created', async () => {
    const f = await incidentFixture(app);
    const response = await f.client.post(`/v1/pages/${f.page.id}/subscribers`, {
      type: 'webhook',
      email: uniqueEmail('ops'),
      endpoint: receiver.url(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({ field: 'endpoint', code: 'https_required' }),
    ]);
  });

  it.each([
    ['a loopback address', () => `https://127.0.0.1:${receiver.port}/hook`],
    ['an IPv4-mapped loopback address', () => `https://[::ffff:127.0.0.1]:${receiver.port}/hook`],
    ['the metadata address', () => 'https://169.254.169.254/latest/meta-data'],
    ['a name resolving to loopback', () => `https://localhost:${receiver.port}/hook`],
  ])('does not connect to %s', async (_label, endpoint) => {
    const before = receiver.received.length;
    const attempt = await refusedDelivery(endpoint());
    expect(attempt).toMatchObject({
      attempt: 1,
      status_code: null,
      error: expect.stringMatching(/^refused: /),
    });
    expect(receiver.received.length).toBe(before);
  });
});
