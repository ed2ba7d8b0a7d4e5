import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config, RateLimitRule } from '../config';
import { createMemoryAttemptStore, createRedisAttemptStore } from './attempt-store';
import {
  createFailureLimiter,
  type FailureLimiter,
  type FailureRule,
  tooManyRequests,
} from './failure-limiter';

/** Usable as an onRequest or preHandler hook. */
export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export interface LimiterFactory {
  (name: string, rule: RateLimitRule, keyOf: (request: FastifyRequest) => string): Limiter;
  /** Limits that count failed attempts only (see failure-limiter.ts), in the same store. */
  failures(rules: FailureRule[]): FailureLimiter;
}

/**
 * Registers @fastify/rate-limit without a global limit and returns a factory of named limiters. A route
 * may stack several (login: per IP and per e-mail); each keeps its own counters, in Redis when
 * REDIS_URL is set so replicas share them, in memory otherwise.
 */
export async function setupRateLimit(app: FastifyInstance, config: Config): Promise<LimiterFactory> {
  let redis: Redis | null = null;
  if (config.redisUrl) {
    // No offline queue and one retry: with Redis down, requests pass (skipOnError) instead of hanging.
    redis = new Redis(config.redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis unavailable'));
    const client = redis;
    app.addHook('onClose', async () => {
      client.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    nameSpace: 'statusdeck-rl-',
    ...(redis ? { redis } : {}),
  });

  const attempts = redis ? createRedisAttemptStore(redis) : createMemoryAttemptStore();
  const factory = (
    name: string,
    rule: RateLimitRule,
    keyOf: (request: FastifyRequest) => string,
  ): Limiter => {
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      // The limiter name keeps the counters of different limiters apart in one store.
      keyGenerator: (request) => `${name}:${keyOf(request)}`,
    });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw tooManyRequests(seconds);
    };
  };
  return Object.assign(factory, {
    failures: (rules: FailureRule[]) => createFailureLimiter(attempts, rules),
  });
}

export function emailKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** The (e-mail, client IP) pair: what one person signing in from one place shares with nobody else. */
export function emailAndIpKey(request: FastifyRequest): string {
  return `${emailKey(request)}|${request.ip}`;
}
