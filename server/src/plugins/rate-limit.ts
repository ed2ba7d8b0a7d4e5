import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** A warning at most once a minute while Redis is unreachable, not one per request. */
const FALLBACK_WARNING_MS = 60_000;

/**
 * Returns a factory of named limiters. A route may stack several (login: per IP and per e-mail); each keeps
 * its own fixed-window counters, in Redis when REDIS_URL is set so replicas share them, in memory otherwise.
 * With Redis unreachable the counters fall back to this replica's memory (attempt-store.ts): every limit
 * still holds, per replica.
 */
export async function setupRateLimit(app: FastifyInstance, config: Config): Promise<LimiterFactory> {
  let attempts = createMemoryAttemptStore();
  if (config.redisUrl) {
    // Loaded only with REDIS_URL: the client's modules are no part of a start without it.
    const { Redis } = require('ioredis') as typeof import('ioredis');
    // No offline queue and one retry: with Redis down, commands fail at once and the fallback counts.
    const redis = new Redis(config.redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error: Error) => app.log.debug({ err: error.message }, 'redis unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    let warnedAt = 0;
    attempts = createRedisAttemptStore(redis, attempts, (error) => {
      if (Date.now() - warnedAt < FALLBACK_WARNING_MS) return;
      warnedAt = Date.now();
      const message = error instanceof Error ? error.message : String(error);
      app.log.warn({ err: message }, 'redis unavailable: rate limits count on this replica alone');
    });
  }

  const factory = (
    name: string,
    rule: RateLimitRule,
    keyOf: (request: FastifyRequest) => string,
  ): Limiter => {
    return async (request, reply) => {
      // The limiter name keeps the counters of different limiters apart in one store.
      const { count, ttlMs } = await attempts.take(`${name}:${keyOf(request)}`, rule.windowMs);
      if (count <= rule.max) return;
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
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
