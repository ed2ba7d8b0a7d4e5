import { randomBytes, randomInt, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp } from '../../testing/build-test-app';
import { createUser, FACTORY_PASSWORD } from '../../testing/factories';

// Both stores must hold: in memory (the embedded default) and Redis when the suite is given one (CI).
const redisUrl = process.env.REDIS_URL ?? null;
const stores: [string, string | null][] = [['in memory', null]];
if (redisUrl) stores.push(['in Redis', redisUrl]);

// Random addresses, so runs sharing one Redis (PGlite and PostgreSQL suites) never share per-IP counters.
const network = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}`;

/**
 * The owner's password stored at a low scrypt cost (the stored format carries its parameters), so the
 * hundred wrong guesses below take a moment instead of a hundred ASVS-cost hashes; the limits are the same.
 */
async function cheapPasswordFor(app: FastifyInstance, userId: string): Promise<void> {
  const salt = randomBytes(32);
  const key = scryptSync(FACTORY_PASSWORD, salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  const hash = ['scrypt', 10, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
  await app.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [hash, userId]);
}

const login = (app: FastifyInstance, email: string, remoteAddress: string, password = 'wrong password') =>
  app.inject({ method: 'POST', url: '/v1/login', payload: { email, password }, remoteAddress });

describe.each(stores)('the per-e-mail ceiling on wrong passwords (%s)', (_store, storeUrl) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ redisUrl: storeUrl, rateLimits: DEFAULT_RATE_LIMITS });
  });

  afterAll(async () => {
    await app.close();
  });

  it('does not lock the owner out after 100 wrong passwords from 10 addresses', async () => {
    const owner = await createUser(app);
    await cheapPasswordFor(app, owner.id);
    const attackers = network();
    const pairMax = DEFAULT_RATE_LIMITS.loginPerPair.max;
    const addresses = Array.from({ length: DEFAULT_RATE_LIMITS.loginPerEmail.max / pairMax }, (_, i) => {
      return `${attackers}.${i + 1}`;
    });
    for (let round = 0; round < pairMax; round += 1) {
      const answers = await Promise.all(addresses.map((address) => login(app, owner.email, address)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(addresses.map(() => 401));
    }
    // The attackers are refused now, even with the right password...
    const again = await login(app, owner.email, addresses[0] as string, FACTORY_PASSWORD);
    expect(again.statusCode).toBe(429);

    // ...but the owner, from an address that has not failed, signs in.
    const owners = network();
    expect((await login(app, owner.email, `${owners}.1`, FACTORY_PASSWORD)).statusCode).toBe(200);

    // A guesser from a new address gets one wrong try, not the pair's ten, then waits out the window.
    const guesser = `${owners}.2`;
    expect((await login(app, owner.email, guesser)).statusCode).toBe(401);
    const refused = await login(app, owner.email, guesser, FACTORY_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
