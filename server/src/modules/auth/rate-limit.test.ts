import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp, uniqueEmail } from '../../test/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerIp: { max: 3, windowMs: 60_000 },
      loginPerEmail: { max: 2, windowMs: 60_000 },
      register: { max: 1, windowMs: 60_000 },
      passwordReset: { max: 1, windowMs: 60_000 },
      resetPassword: { max: 2, windowMs: 60_000 },
      verifyEmail: { max: 2, windowMs: 60_000 },
    },
  });
});

afterAll(async () => {
  await app.close();
});

const login = (email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { email, password: 'wrong password' },
    remoteAddress,
  });

function expectTooManyRequests(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('rate limits', () => {
  it('limits login attempts per e-mail, from whichever address they come', async () => {
    const email = uniqueEmail('target');
    expect((await login(email, '10.0.0.1')).statusCode).toBe(401);
    expect((await login(email.toUpperCase(), '10.0.0.2')).statusCode).toBe(401);
    expectTooManyRequests(await login(email, '10.0.0.3'));
    expect((await login(uniqueEmail('other'), '10.0.0.3')).statusCode).toBe(401);
  });

  it('limits login attempts per IP address, whichever e-mails they try', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(uniqueEmail('spray'), '10.0.1.1')).statusCode).toBe(401);
    }
    expectTooManyRequests(await login(uniqueEmail('spray'), '10.0.1.1'));
    expect((await login(uniqueEmail('spray'), '10.0.1.2')).statusCode).toBe(401);
  });

  it('limits registrations and password reset requests', async () => {
    const register = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/register',
        payload: { email: 'not valid', password: 'x' },
        remoteAddress,
      });
    expect((await register('10.0.2.1')).statusCode).toBe(400);
    expectTooManyRequests(await register('10.0.2.1'));

    const reset = () =>
      app.inject({
        method: 'POST',
        url: '/v1/users/request-password-reset',
        payload: { email: uniqueEmail('reset') },
        remoteAddress: '10.0.2.2',
      });
    expect((await reset()).statusCode).toBe(202);
    expectTooManyRequests(await reset());
  });

  it('limits attempts to use reset and verification tokens per IP address', async () => {
    const submit = (url: string, payload: object, remoteAddress: string) =>
      app.inject({ method: 'POST', url, payload, remoteAddress });
    const junkReset = { token: 'junk-token', password: 'a new password 1' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await submit('/v1/users/reset-password', junkReset, '10.0.3.1');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_token');
    }
    expectTooManyRequests(await submit('/v1/users/reset-password', junkReset, '10.0.3.1'));
    expect((await submit('/v1/users/reset-password', junkReset, '10.0.3.2')).statusCode).toBe(400);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await submit('/v1/users/verify-email', { token: 'junk' }, '10.0.3.3')).statusCode).toBe(400);
    }
    expectTooManyRequests(await submit('/v1/users/verify-email', { token: 'junk' }, '10.0.3.3'));
  });
});
