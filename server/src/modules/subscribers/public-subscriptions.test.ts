import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp, uniqueEmail } from '../../test/build-test-app';
import { accessTokenFor, bearer, createPage, createSubscriber, createUser } from '../../test/factories';
import { findMailsTo } from '../mail/repository';
import { unsubscribeToken } from '../public-site/subscriptions/subscription-links';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, verifyEmail: { max: 10_000, windowMs: 60_000 } },
  });
});

afterAll(async () => {
  await app.close();
});

const post = (action: 'confirm' | 'unsubscribe', payload: object) =>
  app.inject({ method: 'POST', url: `/v1/public/subscriptions/${action}`, payload });

/** A pending subscriber added through the API, with the token of its confirmation mail (from the outbox). */
async function pendingSubscriber() {
  const owner = await createUser(app);
  const page = await createPage(app, owner.organization_id);
  const email = uniqueEmail('pending');
  const response = await app.inject({
    method: 'POST',
    url: `/v1/pages/${page.id}/subscribers`,
    headers: bearer(await accessTokenFor(app, owner)),
    payload: { email },
  });
  const [mail] = await findMailsTo(app.db, email);
  const token = /confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1] ?? '';
  return { id: response.json().id as string, token };
}

const stateOf = async (id: string) =>
  (await app.db.query<{ state: string }>('SELECT state FROM subscribers WHERE id = $1', [id]))[0]?.state;

/** Everything about a subscriber that confirming could change. */
const rowOf = async (id: string) =>
  (
    await app.db.query(
      `SELECT state, confirmed_at, updated_at, confirm_token_hash, confirm_expires_at, unsubscribed_at,
         component_ids::text[] AS component_ids
       FROM subscribers WHERE id = $1`,
      [id],
    )
  )[0];

const mailCount = async () =>
  (await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM mail_outbox'))[0]?.count;

describe('POST /v1/public/subscriptions/confirm', () => {
  it('is idempotent: a used link answers already_confirmed, changes nothing and sends nothing', async () => {
    const { id, token } = await pendingSubscriber();
    const first = await post('confirm', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ state: 'confirmed' });
    const confirmed = await rowOf(id);
    expect(confirmed).toMatchObject({ state: 'confirmed', confirmed_at: expect.any(Date) });
    const mails = await mailCount();

    const second = await post('confirm', { token });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ state: 'already_confirmed' });
    expect(await rowOf(id)).toEqual(confirmed);
    expect(await mailCount()).toBe(mails);
  });

  it('refuses an expired confirmation token as token_expired and leaves the subscriber pending', async () => {
    const { id, token } = await pendingSubscriber();
    await app.db.query(
      "UPDATE subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE id = $1",
      [id],
    );
    const response = await post('confirm', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('token_expired');
    expect(await stateOf(id)).toBe('pending');
  });

  it('refuses unknown tokens and reports a missing one per field', async () => {
    const never = await post('confirm', { token: 'x'.repeat(43) });
    expect(never.statusCode).toBe(400);
    expect(never.json().code).toBe('invalid_token');
    const missing = await post('confirm', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      { field: 'token', code: 'required', message: expect.any(String) },
    ]);
  });
});

describe('POST /v1/public/subscriptions/unsubscribe', () => {
  it('unsubscribes with the token every subscriber mail carries; repeating it is harmless', async () => {
    const owner = await createUser(app);
    const page = await createPage(app, owner.organization_id);
    const subscriber = await createSubscriber(app, page.id);
    // The factory stores a random digest; a real subscriber's is the digest of its derived token.
    const real = await pendingSubscriber();
    const token = unsubscribeToken(app.config, real.id);

    const first = await post('unsubscribe', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ state: 'unsubscribed' });
    const [row] = await app.db.query<{ unsubscribed_at: Date }>(
      'SELECT unsubscribed_at FROM subscribers WHERE id = $1',
      [real.id],
    );
    expect((await post('unsubscribe', { token })).json()).toEqual({ state: 'unsubscribed' });
    const [after] = await app.db.query<{ unsubscribed_at: Date }>(
      'SELECT unsubscribed_at FROM subscribers WHERE id = $1',
      [real.id],
    );
    expect(after?.unsubscribed_at).toEqual(row?.unsubscribed_at);

    // The pending confirmation link of an unsubscribed address no longer works.
    expect((await post('confirm', { token: real.token })).json().code).toBe('invalid_token');
    expect(await stateOf(real.id)).toBe('unsubscribed');
    expect(await stateOf(subscriber.id)).toBe('confirmed');
  });

  it('refuses a token that names no subscriber', async () => {
    const response = await post('unsubscribe', { token: unsubscribeToken(app.config, randomUUID()) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_token');
  });
});

describe('the per-IP limit on the public subscription calls', () => {
  it('answers 429 with Retry-After once an address has used its allowance', async () => {
    const limited = await buildTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, verifyEmail: { max: 2, windowMs: 60_000 } },
    });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/v1/public/subscriptions/confirm',
          payload: { token: 'abc' },
        });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
