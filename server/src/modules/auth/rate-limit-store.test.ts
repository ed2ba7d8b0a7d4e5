import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { buildTestApp, uniqueEmail } from '../../test/build-test-app';
import { createUser, FACTORY_PASSWORD } from '../../test/factories';

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
});

describe('rate limits when Redis is unreachable', () => {
  it('lets requests through promptly instead of hanging or failing them', async () => {
    const app = await buildTestApp({ redisUrl: 'redis://127.0.0.1:1', rateLimits: LIMITS });
    try {
      const email = uniqueEmail('no-redis');
      const started = Date.now();
      for (let i = 0; i < 3; i += 1) expect((await attempt(app, email)).statusCode).toBe(401);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await app.close();
    }
  });
});
