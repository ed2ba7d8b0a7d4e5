import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp, uniqueEmail } from '../../testing/build-test-app';
import { createUser, FACTORY_PASSWORD } from '../../testing/factories';

const LIMITS = { ...DEFAULT_RATE_LIMITS, loginPerPair: { max: 2, windowMs: 60_000 } };

const attempt = (app: FastifyInstance, email: string, password = 'wrong password') =>
  app.inject({ method: 'POST', url: '/v1/login', payload: { email, password } });

// Replicas share counters through Redis. The embedded default has no Redis, so this runs when the
// suite is given one (REDIS_URL, as CI does).
const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('rate limits across replicas (Redis)', () => {
  it('counts attempts on one replica against the limit on another', async () => {
    const [first, second] = await Promise.all([
      buildTestApp({ redisUrl: redisUrl ?? null, rateLimits: LIMITS }),
      buildTestApp({ redisUrl: redisUrl ?? null, rateLimits: LIMITS }),
    ]);
    try {
      const email = uniqueEmail('replicas');
      expect((await attempt(first, email)).statusCode).toBe(401);
      expect((await attempt(second, email)).statusCode).toBe(401);
      const third = await attempt(first, email);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });

      // A successful sign-in on one replica clears the pair's failures for the other.
      const owner = await createUser(first);
      expect((await attempt(first, owner.email)).statusCode).toBe(401);
      expect((await attempt(second, owner.email, FACTORY_PASSWORD)).statusCode).toBe(200);
      expect((await attempt(first, owner.email)).statusCode).toBe(401);
      expect((await attempt(second, owner.email)).statusCode).toBe(401);
      expect((await attempt(first, owner.email)).statusCode).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('shares the request limits too: a registration on one replica counts on the other', async () => {
    const limits = { ...LIMITS, register: { max: 1, windowMs: 60_000 } };
    const [first, second] = await Promise.all([
      buildTestApp({ redisUrl: redisUrl ?? null, rateLimits: limits }),
      buildTestApp({ redisUrl: redisUrl ?? null, rateLimits: limits }),
    ]);
    try {
      // Another test file may register from this IP in the same Redis: a fresh client address keeps it apart.
      const remoteAddress = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;
      const register = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/v1/register',
          remoteAddress,
          payload: { email: uniqueEmail('shared-register'), password: FACTORY_PASSWORD },
        });
      expect((await register(first)).statusCode).toBe(201);
      expect((await register(second)).statusCode).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

const randomOctet = () => Math.floor(Math.random() * 254) + 1;

// Without Redis every limit still holds, on each replica alone (deploy drill: "Redis stopped"): sign-in stays
// available and limited rather than closed to everyone or open to guessing.
describe('rate limits when Redis is unreachable', () => {
  it('count on this replica alone: answers stay prompt and every limit still refuses past its budget', async () => {
    const app = await buildTestApp({
      redisUrl: 'redis://127.0.0.1:1',
      rateLimits: { ...LIMITS, register: { max: 1, windowMs: 60_000 } },
    });
    try {
      const email = uniqueEmail('no-redis');
      expect((await attempt(app, email)).statusCode).toBe(401);
      expect((await attempt(app, email)).statusCode).toBe(401);
      const refused = await attempt(app, email);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();

      const owner = await createUser(app);
      expect((await attempt(app, owner.email, FACTORY_PASSWORD)).statusCode).toBe(200);

      const register = () =>
        app.inject({
          method: 'POST',
          url: '/v1/register',
          payload: { email: uniqueEmail('no-redis-register'), password: FACTORY_PASSWORD },
        });
      expect((await register()).statusCode).toBe(201);
      expect((await register()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
