import type { Redis } from 'ioredis';

export type Taken = { count: number; ttlMs: number };

/** Fixed-window counters, which can also be given back (a failure limiter refunds attempts that did not fail). */
export type AttemptStore = {
  /** Adds one attempt to `key`'s window (started by the first attempt) and returns the new count. */
  take(key: string, windowMs: number): Promise<Taken>;
  /** Gives one attempt back. */
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
};

const PREFIX = 'statusdeck-attempts-';
const MAX_MEMORY_KEYS = 100_000;

export function createMemoryAttemptStore(now: () => number = Date.now): AttemptStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const prune = () => {
    const time = now();
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
  };
  return {
    async take(key, windowMs) {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now()) {
        if (windows.size >= MAX_MEMORY_KEYS) prune();
        entry = { count: 0, resetAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.resetAt - now() };
    },
    async refund(key) {
      const entry = windows.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

// One round trip, atomic across replicas: the window starts with the first attempt and is never extended.
const TAKE = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const REFUND = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * With Redis unreachable, every operation falls back to this replica's own counters instead of letting
 * attempts through: limits keep holding, per replica (N replicas allow up to N times the budget), and sign-in
 * stays available. A command fails at once then (no offline queue), so nothing waits for Redis.
 */
export function createRedisAttemptStore(
  redis: Redis,
  fallback: AttemptStore = createMemoryAttemptStore(),
  onFallback: (error: unknown) => void = () => undefined,
): AttemptStore {
  const orFallback = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    try {
      return await shared();
    } catch (error) {
      onFallback(error);
      return local();
    }
  };
  return {
    take: (key, windowMs) =>
      orFallback(
        async () => {
          const [count, ttlMs] = (await redis.eval(TAKE, 1, PREFIX + key, String(windowMs))) as [
            number,
            number,
          ];
          return { count, ttlMs: ttlMs > 0 ? ttlMs : windowMs };
        },
        () => fallback.take(key, windowMs),
      ),
    refund: (key) =>
      orFallback(
        async () => {
          await redis.eval(REFUND, 1, PREFIX + key);
        },
        () => fallback.refund(key),
      ),
    clear: (key) =>
      orFallback(
        async () => {
          await redis.del(PREFIX + key);
        },
        () => fallback.clear(key),
      ),
  };
}
