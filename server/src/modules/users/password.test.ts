import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { verifyPassword } from '../../lib/password';
import { buildTestApp } from '../../testing/build-test-app';
import {
  bearer,
  createResetToken,
  createSession,
  createUser,
  FACTORY_PASSWORD,
} from '../../testing/factories';
import { createApiTokenFor } from '../api-tokens/testing/tokens';
import type { UserRow } from './repository';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerPair: { max: 3, windowMs: 60_000 } },
  });
});

afterAll(async () => {
  await app.close();
});

type Session = { access_token: string; refresh_token: string };

const changePassword = (session: Session, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/v1/users/change-password',
    headers: bearer(session.access_token),
    payload: payload as object,
  });
const refresh = (session: Session) =>
  app.inject({ method: 'POST', url: '/v1/refresh', headers: bearer(session.refresh_token) });
const me = (session: Session) => app.inject({ url: '/v1/users/me', headers: bearer(session.access_token) });
const hashOf = async (user: UserRow) =>
  (
    await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id])
  )[0]?.password_hash ?? '';

describe('POST /v1/users/change-password', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const user = await createUser(app, { role: 'viewer' });
    const current = await createSession(app, user);
    const otherTab = await createSession(app, user);
    const otherDevice = await createSession(app, user);
    const resetToken = await createResetToken(app, user);

    const response = await changePassword(current, {
      current_password: FACTORY_PASSWORD,
      new_password: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await verifyPassword('a brand new password', await hashOf(user))).toBe(true);

    // The current session goes on: its access token and its refresh token.
    expect((await me(current)).statusCode).toBe(200);
    expect((await refresh(current)).statusCode).toBe(200);
    // The others are refused at once, access and refresh.
    for (const other of [otherTab, otherDevice]) {
      expect((await me(other)).statusCode).toBe(401);
      expect((await refresh(other)).statusCode).toBe(401);
    }
    // A reset link mailed before the change no longer works.
    const reset = await app.inject({
      method: 'POST',
      url: '/v1/users/reset-password',
      payload: { token: resetToken, password: 'sneaky reset password' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('answers a wrong current password with 401 invalid_password and its message, changing nothing', async () => {
    const user = await createUser(app);
    const session = await createSession(app, user);
    const other = await createSession(app, user);
    const before = await hashOf(user);
    const response = await changePassword(session, {
      current_password: 'not my password',
      new_password: 'a brand new password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'invalid_password',
      message: 'The current password is incorrect',
    });
    expect(await hashOf(user)).toBe(before);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('answers the wrong-password message in the Accept-Language, keeping the code', async () => {
    const user = await createUser(app);
    const session = await createSession(app, user);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/users/change-password',
      headers: { ...bearer(session.access_token), 'accept-language': 'ru' },
      payload: { current_password: 'not my password', new_password: 'a brand new password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'invalid_password', message: 'Текущий пароль указан неверно' });
  });

  it.each([
    [
      'a new password under 8 characters',
      { current_password: FACTORY_PASSWORD, new_password: 'short' },
      'new_password',
      'too_short',
    ],
    [
      'a new password over 128 characters',
      { current_password: FACTORY_PASSWORD, new_password: 'x'.repeat(129) },
      'new_password',
      'too_long',
    ],
    ['no current password', { new_password: 'long enough' }, 'current_password', 'required'],
    [
      'an empty current password',
      { current_password: '', new_password: 'long enough' },
      'current_password',
      'too_short',
    ],
    [
      'an unknown field',
      { current_password: 'x', new_password: 'long enough', email: 'x' },
      'email',
      'unknown_field',
    ],
  ])('refuses %s with validation_failed', async (_label, payload, field, code) => {
    const user = await createUser(app);
    const before = await hashOf(user);
    const response = await changePassword(await createSession(app, user), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: expect.arrayContaining([expect.objectContaining({ field, code })]),
    });
    expect(await hashOf(user)).toBe(before);
  });

  it('takes a new password of 128 characters whole: never truncated', async () => {
    const user = await createUser(app);
    const long = `${'correct horse battery staple '.repeat(5).slice(0, 127)}Z`;
    expect(long).toHaveLength(128);
    const response = await changePassword(await createSession(app, user), {
      current_password: FACTORY_PASSWORD,
      new_password: long,
    });
    expect(response.statusCode).toBe(200);
    expect(await verifyPassword(long, await hashOf(user))).toBe(true);
    expect(await verifyPassword(long.slice(0, 127), await hashOf(user))).toBe(false);
    expect(await verifyPassword(long.slice(0, 64), await hashOf(user))).toBe(false);
  });

  it('is open to every role and closed without a session', async () => {
    for (const role of ['owner', 'admin', 'editor', 'viewer'] as const) {
      const user = await createUser(app, { role });
      const response = await changePassword(await createSession(app, user), {
        current_password: FACTORY_PASSWORD,
        new_password: `new password for ${role}`,
      });
      expect([role, response.statusCode]).toEqual([role, 200]);
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: '/v1/users/change-password',
      payload: { current_password: 'x', new_password: 'long enough' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is rate limited per person (429 with Retry-After)', async () => {
    const user = await createUser(app);
    const session = await createSession(app, user);
    const wrong = { current_password: 'wrong password', new_password: 'long enough 1' };
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await changePassword(session, wrong)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await changePassword(session, {
      current_password: FACTORY_PASSWORD,
      new_password: 'long enough 1',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // Another person is not affected.
    const other = await createUser(app);
    const response = await changePassword(await createSession(app, other), {
      current_password: FACTORY_PASSWORD,
      new_password: 'long enough 2',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /v1/users/sign-out-others', () => {
  it('ends every other session and keeps this one', async () => {
    const user = await createUser(app, { role: 'viewer' });
    const current = await createSession(app, user);
    const others = [await createSession(app, user), await createSession(app, user)];
    const stranger = await createUser(app);
    const strangerSession = await createSession(app, stranger);

    const response = await app.inject({
      method: 'POST',
      url: '/v1/users/sign-out-others',
      headers: bearer(current.access_token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    expect((await me(current)).statusCode).toBe(200);
    expect((await refresh(current)).statusCode).toBe(200);
    for (const other of others) {
      expect((await me(other)).statusCode).toBe(401);
      expect((await refresh(other)).statusCode).toBe(401);
    }
    expect((await me(strangerSession)).statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: '/v1/users/sign-out-others',
      headers: bearer(current.access_token),
    });
    expect(again.json()).toEqual({ revoked: 0 });
  });
});

describe('API tokens', () => {
  it('may neither change the password nor end sessions: these need a person (403 person_required)', async () => {
    const owner = await createUser(app);
    const session = await createSession(app, owner);
    const { token } = await createApiTokenFor(app, owner, { role: 'owner' });
    const before = await hashOf(owner);
    const change = await app.inject({
      method: 'POST',
      url: '/v1/users/change-password',
      headers: bearer(token),
      payload: { current_password: FACTORY_PASSWORD, new_password: 'taken over by a token' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe('person_required');
    const signOut = await app.inject({
      method: 'POST',
      url: '/v1/users/sign-out-others',
      headers: bearer(token),
    });
    expect(signOut.statusCode).toBe(403);
    expect(signOut.json().code).toBe('person_required');
    expect(await hashOf(owner)).toBe(before);
    expect((await me(session)).statusCode).toBe(200);
  });
});
