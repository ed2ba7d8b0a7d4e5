import type { FastifyInstance } from 'fastify';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import { bearer } from '../../testing/factories';
import { linkToken, type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture';

let app: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'https://status.example.test' });
  app.outbox.start();
});

afterAll(async () => {
  await app.close();
  await smtp.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

type Tokens = { access_token: string; refresh_token: string };

describe('the account life cycle', () => {
  const email = uniqueEmail('lifecycle');
  const password = 'first password 1';
  const newPassword = 'second password 2';
  let session: Tokens;

  it('registers, mails a verification link over SMTP and verifies the address', async () => {
    const registered = await post('/v1/register', { email, password, org_name: 'Acme' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ user: { id: expect.any(String), email } });

    const mail = await smtp.waitForMail(email);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('https://status.example.test/activate/');

    const beforeVerify = await post('/v1/login', { email, password });
    expect(beforeVerify.statusCode).toBe(403);
    expect(beforeVerify.json().code).toBe('email_not_verified');

    const token = linkToken(mail, 'activate');
    const verified = await post('/v1/users/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, already_verified: false });

    // The same link opened again: the account is verified, so it says so (and the reader signs in).
    const again = await post('/v1/users/verify-email', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ verified: true, already_verified: true });
  });

  it('logs in and reads the current user with the access token', async () => {
    const response = await post('/v1/login', { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id: expect.any(String),
      email,
      organization_id: expect.any(String),
      role: 'owner',
    });
    session = { access_token: body.access_token, refresh_token: body.refresh_token };

    const me = await app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: bearer(session.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('rotates the refresh token on every use', async () => {
    const first = await post('/v1/refresh', undefined, bearer(session.refresh_token));
    expect(first.statusCode).toBe(200);
    const rotated: Tokens = first.json();
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(rotated.access_token).toEqual(expect.any(String));

    const me = await app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: bearer(rotated.access_token),
    });
    expect(me.statusCode).toBe(200);
    session = rotated;
  });

  it('lets two tabs refresh with the same token at once (its successor was never used)', async () => {
    const tabA = await post('/v1/refresh', undefined, bearer(session.refresh_token));
    const tabB = await post('/v1/refresh', undefined, bearer(session.refresh_token));
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    const next = await post('/v1/refresh', undefined, bearer(tabB.json().refresh_token));
    expect(next.statusCode).toBe(200);
    session = next.json();
  });

  it('refresh token reuse after its successor was used revokes the whole family', async () => {
    const stale = session.refresh_token;
    const rotated = await post('/v1/refresh', undefined, bearer(stale));
    expect(rotated.statusCode).toBe(200);
    const fresh: Tokens = rotated.json();
    // Rotate once more: `stale`'s successor has now been used.
    const newer = (await post('/v1/refresh', undefined, bearer(fresh.refresh_token))).json() as Tokens;

    const reuse = await post('/v1/refresh', undefined, bearer(stale));
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('invalid_refresh_token');

    const afterRevocation = await post('/v1/refresh', undefined, bearer(newer.refresh_token));
    expect(afterRevocation.statusCode).toBe(401);
    expect(afterRevocation.json().code).toBe('invalid_refresh_token');
  });

  it('logout revokes the session and is idempotent', async () => {
    const login = await post('/v1/login', { email, password });
    const tokens: Tokens = login.json();

    const out = await post('/v1/logout', undefined, bearer(tokens.refresh_token));
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await post('/v1/logout', undefined, bearer(tokens.refresh_token))).statusCode).toBe(204);
    expect((await post('/v1/logout')).statusCode).toBe(204);

    const refresh = await post('/v1/refresh', undefined, bearer(tokens.refresh_token));
    expect(refresh.statusCode).toBe(401);
  });

  it('resets the password by mail and signs out every session', async () => {
    const login = await post('/v1/login', { email, password });
    const tokens: Tokens = login.json();

    const requested = await post('/v1/users/request-password-reset', { email });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ ok: true });
    const mail = await smtp.waitForMail(email);
    const token = linkToken(mail, 'reset-password');
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`https://status.example.test/reset-password/${token}`);

    const tooShort = await post('/v1/users/reset-password', { token, password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().code).toBe('validation_failed');

    const reset = await post('/v1/users/reset-password', { token, password: newPassword });
    expect(reset.statusCode).toBe(204);

    const reused = await post('/v1/users/reset-password', { token, password: newPassword });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid_token');

    expect((await post('/v1/refresh', undefined, bearer(tokens.refresh_token))).statusCode).toBe(401);
    expect((await post('/v1/login', { email, password })).json().code).toBe('invalid_credentials');
    expect((await post('/v1/login', { email, password: newPassword })).statusCode).toBe(200);
  });

  it('answers a reset request for an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const stranger = uniqueEmail('stranger');
    const response = await post('/v1/users/request-password-reset', { email: stranger });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    await expect(smtp.waitForMail(stranger, 300)).rejects.toThrow('no mail');
  });
});
