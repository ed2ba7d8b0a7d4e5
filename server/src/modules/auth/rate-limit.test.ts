import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import { createUser, FACTORY_PASSWORD } from '../../testing/factories';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerIp: { max: 5, windowMs: 60_000 },
      loginPerPair: { max: 2, windowMs: 60_000 },
      loginPerEmail: { max: 4, windowMs: 60_000 },
      register: { max: 1, windowMs: 60_000 },
      passwordReset: { max: 1, windowMs: 60_000 },
      passwordResetPerEmail: { max: 3, windowMs: 60_000 },
      passwordResetPerIp: { max: 2, windowMs: 60_000 },
      resetPassword: { max: 2, windowMs: 60_000 },
      verifyEmail: { max: 2, windowMs: 60_000 },
    },
  });
});

afterAll(async () => {
  await app.close();
});

const login = (email: string, remoteAddress: string, password = 'wrong password') =>
  app.inject({ method: 'POST', url: '/v1/login', payload: { email, password }, remoteAddress });

function expectTooManyRequests(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('rate limits', () => {
  it('limits wrong passwords per e-mail and address; a stranger cannot lock the owner out', async () => {
    const owner = await createUser(app);
    expect((await login(owner.email, '10.0.0.1')).statusCode).toBe(401);
    expect((await login(owner.email.toUpperCase(), '10.0.0.1')).statusCode).toBe(401);
    // Under the per-IP limit (5): the pair's limit (2) is what answers here.
    expectTooManyRequests(await login(owner.email, '10.0.0.1'));
    expectTooManyRequests(await login(owner.email, '10.0.0.1'));
    expect((await login(owner.email, '10.0.0.2', FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins, and a success clears the pair', async () => {
    const owner = await createUser(app);
    const from = (index: number) => `10.0.4.${index}`;
    // Each login below comes from its own address so that only the pair and e-mail limits apply.
    expect((await login(owner.email, from(1))).statusCode).toBe(401);
    expect((await login(owner.email, from(1), FACTORY_PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, from(1))).statusCode).toBe(401);
    expect((await login(owner.email, from(1))).statusCode).toBe(401);
    expectTooManyRequests(await login(owner.email, from(1)));
    // Three failures so far count against the e-mail's ceiling of 4; successes elsewhere add nothing.
    expect((await login(owner.email, from(2), FACTORY_PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, from(3), FACTORY_PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, from(2))).statusCode).toBe(401);
    // The ceiling is reached: an address that failed is refused, even with the right password...
    expectTooManyRequests(await login(owner.email, from(2), FACTORY_PASSWORD));
    // ...a new one gets a single try (its first wrong password counts, the next is refused)...
    expect((await login(owner.email, from(5))).statusCode).toBe(401);
    expectTooManyRequests(await login(owner.email, from(5)));
    expect((await login(uniqueEmail('other'), from(5))).statusCode).toBe(401);
    // ...and so does a burst of guesses sent at once from one new address.
    const burst = await Promise.all([1, 2, 3].map(() => login(owner.email, from(6))));
    expect(burst.map((response) => response.statusCode).sort()).toEqual([401, 429, 429]);
    expect((await login(owner.email, from(7), FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('limits login attempts per IP address, whichever e-mails they try', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
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

    const reset = (email: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/users/request-password-reset',
        payload: { email },
        remoteAddress,
      });
    const target = uniqueEmail('reset');
    expect((await reset(target, '10.0.2.2')).statusCode).toBe(202);
    expectTooManyRequests(await reset(target, '10.0.2.2'));
    // A stranger asking for someone's reset does not block that person asking from elsewhere...
    expect((await reset(target, '10.0.2.3')).statusCode).toBe(202);
    expect((await reset(target, '10.0.2.4')).statusCode).toBe(202);
    // ...up to a ceiling per e-mail, so nobody's inbox can be flooded from many addresses.
    expectTooManyRequests(await reset(target, '10.0.2.5'));
    // And one address may ask for only so many e-mails.
    expect((await reset(uniqueEmail('reset'), '10.0.2.3')).statusCode).toBe(202);
    expectTooManyRequests(await reset(uniqueEmail('reset'), '10.0.2.3'));
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
