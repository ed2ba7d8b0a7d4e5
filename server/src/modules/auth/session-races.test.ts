import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/build-test-app';
import { bearer, createResetToken, createSession, createUser } from '../../testing/factories';

/*
 * Races between refresh and revocation. On PostgreSQL the requests really run at the same time; PGlite
 * serialises transactions, so there these tests pin the same outcome without the interleaving.
 */

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const refresh = (token: string) => app.inject({ method: 'POST', url: '/v1/refresh', headers: bearer(token) });

/**
 * Rotates a session over and over, each time with the newest token, until `until` settles; returns the
 * newest token it holds. This keeps a refresh in flight for the whole time a revocation runs. Bounded,
 * and yielding to the event loop each round: PGlite answers within microtasks and would starve timers.
 */
async function keepRefreshing(first: string, until: Promise<unknown>): Promise<string> {
  let settled = false;
  until.finally(() => {
    settled = true;
  });
  let newest = first;
  for (let round = 0; !settled && round < 1000; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    const response = await refresh(newest);
    if (response.statusCode !== 200) break;
    newest = response.json().refresh_token;
  }
  return newest;
}

async function expectDead(token: string) {
  const response = await refresh(token);
  expect(response.statusCode).toBe(401);
  expect(response.json().code).toBe('invalid_refresh_token');
}

describe('revocation racing refresh', () => {
  it('logout during concurrent refreshes leaves no refresh token of the family working', async () => {
    const trials = Array.from({ length: 8 }, async () => {
      const user = await createUser(app);
      const { refresh_token: first } = await createSession(app, user);
      const second = (await refresh(first)).json().refresh_token;
      const logout = app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(first) });
      const [newest, out] = await Promise.all([keepRefreshing(second, logout), logout]);
      expect(out.statusCode).toBe(204);
      return newest;
    });
    for (const newest of await Promise.all(trials)) await expectDead(newest);
  });

  it('password reset during concurrent refreshes signs out every session of the user', async () => {
    const user = await createUser(app);
    const sessions = await Promise.all([1, 2, 3, 4].map(() => createSession(app, user)));
    const token = await createResetToken(app, user);
    const reset = app.inject({
      method: 'POST',
      url: '/v1/users/reset-password',
      payload: { token, password: 'a brand new password' },
    });
    const newest = await Promise.all(sessions.map((session) => keepRefreshing(session.refresh_token, reset)));
    expect((await reset).statusCode).toBe(204);
    for (const token of newest) await expectDead(token);
  });
});

describe('one rotated token presented many times at once', () => {
  it('gives every caller a working pair until one of them is used, which ends the others', async () => {
    const user = await createUser(app);
    const { refresh_token: rotated } = await createSession(app, user);
    const current = (await refresh(rotated)).json().refresh_token;

    const uses = await Promise.all(Array.from({ length: 6 }, () => refresh(rotated)));
    expect(uses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const [kept, ...others] = uses.map((response) => response.json().refresh_token as string);
    expect((await refresh(kept as string)).statusCode).toBe(200);
    await expectDead(others[0] as string);
    for (const token of [current, rotated, ...others]) await expectDead(token);
  });
});
