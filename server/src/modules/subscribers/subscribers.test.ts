import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { hashToken } from '../../lib/secure-token';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import {
  accessTokenFor,
  bearer,
  createComponent,
  createPage,
  createSubscriber,
  createUser,
} from '../../testing/factories';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture';
import { findMailsTo } from '../mail/repository';
import { PLANS } from '../plans/plans';
import type { UserRow } from '../users/repository';
import { PENDING_SUBSCRIPTIONS_PER_PAGE } from './public-subscribe';

let app: FastifyInstance;
let smtp: SmtpCapture;
let owner: UserRow;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Generous per-IP limits: every injected request comes from 127.0.0.1 (the limit has its own test).
  const generous = { max: 10_000, windowMs: 60_000 };
  app = await buildTestApp({
    smtpUrl: smtp.url,
    rateLimits: { ...DEFAULT_RATE_LIMITS, verifyEmail: generous },
  });
  app.outbox.start();
  owner = await createUser(app);
  token = await accessTokenFor(app, owner);
});

afterAll(async () => {
  await app.close();
  await smtp.close();
});

const newPage = () => createPage(app, owner.organization_id, 'Acme Cloud');
const add = (pageId: string, payload: object) =>
  app.inject({ method: 'POST', url: `/v1/pages/${pageId}/subscribers`, headers: bearer(token), payload });
const confirm = (payload: object) =>
  app.inject({ method: 'POST', url: '/v1/public/subscriptions/confirm', payload });

/** The confirmation token in a delivered message (quoted-printable undone). */
function confirmToken(mail: CapturedMail): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
  const match = /\/public-page\/subscriptions\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error('no confirmation link in the mail');
  return match[1];
}

describe('POST /v1/pages/:pageId/subscribers', () => {
  it('adds a pending subscriber, mails a confirmation link, and the public call confirms it (again: already)', async () => {
    const page = await newPage();
    const email = uniqueEmail('reader');
    const response = await add(page.id, { email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      page_id: page.id,
      type: 'email',
      email,
      endpoint: null,
      state: 'pending',
      component_ids: null,
      confirmed_at: null,
      unsubscribed_at: null,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });

    const mail = await smtp.waitForMail(email);
    expect(mail.raw).toContain('Confirm your subscription to Acme Cloud status updates');
    const confirmTokenValue = confirmToken(mail);
    const stored = await app.db.query<{ confirm_token_hash: string }>(
      'SELECT confirm_token_hash FROM subscribers WHERE id = $1',
      [response.json().id],
    );
    // Only the digest is kept: a database leak reveals no usable link.
    expect(stored[0]?.confirm_token_hash).toBe(hashToken(confirmTokenValue));

    const confirmed = await confirm({ token: confirmTokenValue });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ state: 'confirmed' });
    const listed = await app.inject({ url: `/v1/pages/${page.id}/subscribers`, headers: bearer(token) });
    expect(listed.json().subscribers[0]).toMatchObject({
      email,
      state: 'confirmed',
      confirmed_at: expect.any(String),
    });

    const again = await confirm({ token: confirmTokenValue });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ state: 'already_confirmed' });
  });

  it('writes the confirmation mail in the page’s default language', async () => {
    const page = await newPage();
    await app.db.query("UPDATE pages SET default_language = 'ru' WHERE id = $1", [page.id]);
    const email = uniqueEmail('ru');
    expect((await add(page.id, { email })).statusCode).toBe(201);
    const [mail] = await findMailsTo(app.db, email);
    expect(mail?.subject).toBe('Подтвердите подписку на обновления статуса Acme Cloud');
    expect(mail?.text_body).toContain('/public-page/subscriptions/confirm?token=');
  });

  it('skip_confirmation adds a confirmed subscriber and sends no mail', async () => {
    const page = await newPage();
    const email = uniqueEmail('direct');
    const response = await add(page.id, { email, skip_confirmation: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ state: 'confirmed', confirmed_at: expect.any(String) });
    expect(await findMailsTo(app.db, email)).toEqual([]);
  });

  it('answers 409 duplicate_subscriber for an address already on the page, in any case or state', async () => {
    const page = await newPage();
    const email = uniqueEmail('dup');
    await createSubscriber(app, page.id, { email, state: 'unsubscribed' });
    const response = await add(page.id, { email: email.toUpperCase(), skip_confirmation: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('duplicate_subscriber');
    expect((await add((await newPage()).id, { email, skip_confirmation: true })).statusCode).toBe(201);
  });

  it('lets an editor add a subscriber to a page that does not take public subscriptions', async () => {
    const page = await newPage();
    await app.db.query('UPDATE pages SET allow_subscribers = false WHERE id = $1', [page.id]);
    const editor = await createUser(app, { role: 'editor', organizationId: owner.organization_id });
    const response = await app.inject({
      method: 'POST',
      url: `/v1/pages/${page.id}/subscribers`,
      headers: bearer(await accessTokenFor(app, editor)),
      payload: { email: uniqueEmail('closed'), skip_confirmation: true },
    });
    expect(response.statusCode).toBe(201);
  });

  it("keeps a component filter of the page's live components and refuses any other id", async () => {
    const page = await newPage();
    const api = await createComponent(app, page.id, { name: 'API' });
    const web = await createComponent(app, page.id, { name: 'Web' });
    const ok = await add(page.id, { email: uniqueEmail('filter'), component_ids: [web.id, api.id] });
    expect(ok.json().component_ids).toEqual([web.id, api.id]);

    const foreign = await createComponent(
      app,
      (await createPage(app, (await createUser(app)).organization_id)).id,
    );
    for (const componentIds of [[api.id, foreign.id], ['not-an-id']]) {
      const refused = await add(page.id, { email: uniqueEmail('filter'), component_ids: componentIds });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([
        { field: 'component_ids', code: 'not_found', message: expect.any(String) },
      ]);
    }
  });

  it('reports invalid fields', async () => {
    const page = await newPage();
    const response = await add(page.id, { email: 'not an email', skip_confirmation: 'yes', name: 'x' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((detail: { field: string }) => detail.field);
    expect(fields.sort()).toEqual(['email', 'name', 'skip_confirmation']);
  });

  it('counts confirmed subscribers against the plan, not pending or unsubscribed ones', async () => {
    const page = await newPage();
    const limit = PLANS.free.limits.subscribers_per_page;
    for (let index = 0; index < limit - 1; index += 1) await createSubscriber(app, page.id);
    await createSubscriber(app, page.id, { state: 'pending' });
    await createSubscriber(app, page.id, { state: 'unsubscribed' });
    expect((await add(page.id, { email: uniqueEmail('last'), skip_confirmation: true })).statusCode).toBe(
      201,
    );
    const over = await add(page.id, { email: uniqueEmail('over'), skip_confirmation: true });
    expect(over.statusCode).toBe(402);
    expect(over.json().code).toBe('PLAN_LIMIT_REACHED');
  });

  it('bounds the subscribers waiting for confirmation as the public form does', async () => {
    const page = await newPage();
    await app.db.query(
      `INSERT INTO subscribers (page_id, email, state, unsubscribe_token_hash, confirm_token_hash,
         confirm_expires_at)
       SELECT $1, 'pending-' || gen_random_uuid() || '@example.test', 'pending', gen_random_uuid()::text,
         gen_random_uuid()::text, now() + interval '1 day'
       FROM generate_series(1, $2::integer) g`,
      [page.id, PENDING_SUBSCRIPTIONS_PER_PAGE],
    );
    const refused = await add(page.id, { email: uniqueEmail('waiting') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('pending_limit_reached');
    expect((await add(page.id, { email: uniqueEmail('known'), skip_confirmation: true })).statusCode).toBe(
      201,
    );
  });
});

describe('DELETE /v1/pages/:pageId/subscribers/:id', () => {
  it("removes the subscriber; another page's subscriber is 404 and stays", async () => {
    const page = await newPage();
    const subscriber = await createSubscriber(app, page.id);
    const other = await createSubscriber(app, (await newPage()).id);
    const url = (id: string) => `/v1/pages/${page.id}/subscribers/${id}`;
    expect(
      (await app.inject({ method: 'DELETE', url: url(other.id), headers: bearer(token) })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: url('nope'), headers: bearer(token) })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: url(subscriber.id), headers: bearer(token) })).statusCode,
    ).toBe(204);
    const rows = await app.db.query('SELECT id FROM subscribers WHERE id = ANY($1::uuid[])', [
      [subscriber.id, other.id],
    ]);
    expect(rows).toEqual([{ id: other.id }]);
  });
});
