import type { WriteWatch } from '../../db/write-watch';

/** The tables an actor is read from (bearer-actor.ts): a write to any of them may change who may act. */
export const ACTOR_TABLES = ['users', 'refresh_tokens', 'api_tokens', 'organizations'] as const;
/** The NOTIFY channel on which processes sharing the database say they wrote one of ACTOR_TABLES. */
export const ACTOR_CHANNEL = 'statusdeck_actor_tables';

/**
 * How long an entry may serve at most. Within this process every write to ACTOR_TABLES drops every entry
 * at once (the write watch); the age bound only matters for another process's write whose NOTIFY was lost
 * (a listening connection down), and for a session or token expiring.
 */
const MAX_AGE_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; generation: number; until: number };
export type ActorLoad<T> = { value: T; expiresAt: Date | null } | null;

/**
 * Remembers what a credential's lookup found, for as long as nothing could have changed it: an entry
 * serves only while the watched tables' generation is the one it was read at and no write to them is
 * under way; a lookup is kept only if no write started or ended while it ran. So a sign-out, a revoked
 * token, a role change or a removed member takes effect on this process's very next request. Refused
 * credentials are never remembered.
 */
export function createActorCache(watch: WriteWatch, now: () => number = Date.now) {
  const entries = new Map<string, Entry<unknown>>();
  return async function cached<T>(key: string, load: () => Promise<ActorLoad<T>>): Promise<T | null> {
    const generation = watch.generation;
    const entry = entries.get(key);
    if (entry && watch.writing === 0 && entry.generation === generation && now() < entry.until) {
      return entry.value as T;
    }
    const loaded = await load();
    if (!loaded) {
      entries.delete(key);
      return null;
    }
    if (watch.writing === 0 && watch.generation === generation) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const until = Math.min(now() + MAX_AGE_MS, loaded.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY);
      entries.set(key, { value: loaded.value, generation, until });
    }
    return loaded.value;
  };
}

export type ActorCache = ReturnType<typeof createActorCache>;
