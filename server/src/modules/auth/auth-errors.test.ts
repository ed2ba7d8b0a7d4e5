import type { FastifyInstance } from 'fastify';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import { createUser, FACTORY_PASSWORD } from '../../testing/factories';
import { findMailsTo } from '../mail/repository';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

describe('POST /v1/register', () => {
  it('reports every invalid field with a code', async () => {
    const response = await post('/v1/register', {
      email: 'not-an-email',
      password: 'short',
      org_name: 'x'.repeat(101),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toEqual(expect.any(String));
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'invalid_format', message: expect.any(String) },
        { field: 'password', code: 'too_short', message: expect.any(String) },
        { field: 'org_name', code: 'too_long', message: expect.any(String) },
      ]),
    );
  });

  it('names missing fields and rejects passwords over 128 characters', async () => {
    const missing = await post('/v1/register', {});
    expect(missing.json().details).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'required', message: 'email is required' },
        { field: 'password', code: 'required', message: 'password is required' },
      ]),
    );
    const long = await post('/v1/register', { email: uniqueEmail(), password: 'p'.repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      { field: 'password', code: 'too_long', message: expect.any(String) },
    ]);
  });

  it('rejects unknown fields instead of dropping them', async () => {
    const response = await post('/v1/register', {
      email: uniqueEmail(),
      password: 'long enough 1',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      details: [{ field: 'role', code: 'unknown_field', message: expect.any(String) }],
    });
  });

  it('rejects values of the wrong type instead of coercing them', async () => {
    const response = await post('/v1/register', { email: uniqueEmail(), password: 12345678 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'password', code: 'invalid_type', message: expect.any(String) },
    ]);
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const user = await createUser(app);
    const response = await post('/v1/register', {
      email: user.email.toUpperCase(),
      password: 'long enough 1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'duplicate_email', message: expect.any(String) });
  });

  it('writes the verification mail in Russian when the browser prefers it', async () => {
    const email = uniqueEmail('ru');
    const response = await post(
      '/v1/register',
      { email, password: 'long enough 1' },
      { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    );
    expect(response.statusCode).toBe(201);
    const [mail] = await findMailsTo(app.db, email);
    expect(mail?.subject).toBe('Подтвердите адрес электронной почты для Statusdeck');
    expect(mail?.text_body).toContain('http://localhost:8080/activate/');
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
  });
});

describe('POST /v1/users/verify-email', () => {
  it('rejects unknown and expired tokens', async () => {
    const unknown = await post('/v1/users/verify-email', { token: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_token');

    const email = uniqueEmail('expired');
    await post('/v1/register', { email, password: 'long enough 1' });
    const [mail] = await findMailsTo(app.db, email);
    const token = /\/activate\/([\w-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
    await app.db.query(
      "UPDATE one_time_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [email],
    );
    const expired = await post('/v1/users/verify-email', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_token');
  });

  it('calls a used link of a still unverified account invalid, and another account’s verified state no business of it', async () => {
    const email = uniqueEmail('used');
    await post('/v1/register', { email, password: 'long enough 1' });
    const [mail] = await findMailsTo(app.db, email);
    const token = /\/activate\/([\w-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
    // Used, but the account was never verified (say, its address changed): the link is just invalid.
    await app.db.query(
      'UPDATE one_time_tokens SET used_at = now() WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [email],
    );
    const used = await post('/v1/users/verify-email', { token });
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('invalid_token');
    // Once the account is verified, the same used link says so.
    await app.db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
    const verified = await post('/v1/users/verify-email', { token });
    expect(verified.json()).toEqual({ verified: true, already_verified: true });
    expect((await post('/v1/users/verify-email', { token: 'nope' })).statusCode).toBe(400);
  });
});

describe('POST /v1/users/resend-verification', () => {
  it('mails a new link to an unverified account and answers the same for anyone', async () => {
    const unverified = await createUser(app, { verified: false });
    const verified = await createUser(app);
    for (const email of [unverified.email, verified.email, uniqueEmail('nobody')]) {
      const response = await post('/v1/users/resend-verification', { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(await findMailsTo(app.db, unverified.email)).toHaveLength(1);
    expect(await findMailsTo(app.db, verified.email)).toHaveLength(0);
  });
});

describe('POST /v1/login', () => {
  it('answers invalid_credentials for a wrong password and for an unknown e-mail alike', async () => {
    const user = await createUser(app);
    const wrong = await post('/v1/login', { email: user.email, password: 'wrong password' });
    const unknown = await post('/v1/login', { email: uniqueEmail('ghost'), password: 'whatever 123' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'invalid_credentials', message: expect.any(String) });
    }
  });

  it('says email_not_verified only once the password is right', async () => {
    const user = await createUser(app, { verified: false });
    const wrong = await post('/v1/login', { email: user.email, password: 'wrong password' });
    expect(wrong.json().code).toBe('invalid_credentials');
    const right = await post('/v1/login', { email: user.email, password: FACTORY_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('email_not_verified');
  });
});

describe('POST /v1/refresh', () => {
  it('answers invalid_refresh_token without a token, with an unknown one, or with an access token', async () => {
    const none = await post('/v1/refresh');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('invalid_refresh_token');
    const unknown = await post('/v1/refresh', undefined, { authorization: 'Bearer abcdef' });
    expect(unknown.json().code).toBe('invalid_refresh_token');
  });

  it('accepts an empty JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/refresh',
      headers: { authorization: 'Bearer abcdef', 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_refresh_token');
  });

  it('refuses a refresh token past its absolute lifetime', async () => {
    const user = await createUser(app);
    const login = await post('/v1/login', { email: user.email, password: FACTORY_PASSWORD });
    await app.db.query(
      "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [user.id],
    );
    const response = await post('/v1/refresh', undefined, {
      authorization: `Bearer ${login.json().refresh_token}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_refresh_token');
  });
});
