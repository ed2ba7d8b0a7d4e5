import { createHash } from 'node:crypto';
import { DatabaseUnavailableError, isConnectionError } from '../../../db/db';

/** What the store answers: the value, its JSON (serialised once per build) and strong ETag, and whether the
 * database could not be reached to refresh it (then it is the last one built: see its generated_at). */
export type Served<T> = { snapshot: T; json: string; etag: string; stale: boolean };

/** What a slot asks of the store that keeps it: its clock and limits, and whether the database is down. */
export type SlotStore = {
  now(): number;
  readonly maxAgeMs: number;
  readonly rebuildIntervalMs: number;
  /** Rebuilds started so far, counted here. */
  rebuilds: number;
  databaseDown(now: number): boolean;
  databaseFailed(): void;
};

/** A page's generation: bumped by every notification about the page. */
type Generation = { generation: number };

export function serialize<T>(value: T): Served<T> {
  const json = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { snapshot: value, json, etag, stale: false };
}

type Build<T> = () => Promise<T | null>;

/**
 * A busy answer — read at least this many times since its last rebuild began — is rebuilt at most once per
 * REBUILD_INTERVAL_MS: a burst of writes (an incident update every 100 ms) costs one rebuild a second, not
 * one per write, and readers get the previous answer meanwhile (at most about a second old). An answer
 * read less often than that (a quiet page, a test reading after each write) is rebuilt on the next read.
 */
export const HOT_READS = 20;
export const REBUILD_INTERVAL_MS = 1_000;

/**
 * One cached answer with its single-flight rebuild. Valid while its page's generation (bumped by every
 * NOTIFY about the page) is the one it was built at and it is younger than the maximum age. An invalid
 * busy answer is served as it is while its rebuild runs, and until a second has passed since the last one
 * began (stale-while-revalidate, in process); otherwise the reader waits for the rebuild (shared).
 */
export class Slot<T> {
  last: { value: Served<T> | null; generation: number; builtAt: number } | null = null;
  building: { generation: number; promise: Promise<Served<T> | null> } | null = null;
  /** When the last rebuild began, and how many reads this answer has had since. */
  private startedAt = Number.NEGATIVE_INFINITY;
  private reads = 0;
  /** Whether it was busy (HOT_READS reads) before its last rebuild began. */
  private hot = false;

  /** The answer, synchronously when a cached one may be served (undefined: ask `read`). */
  peek(store: SlotStore, state: Generation): Served<T> | null | undefined {
    const now = store.now();
    const last = this.last;
    if (!last) return undefined;
    if (last.generation === state.generation && now - last.builtAt < store.maxAgeMs) {
      this.reads += 1;
      return last.value;
    }
    // Busy and either rebuilding or rebuilt less than a second ago: the previous answer, for now.
    if (last.value && (this.hot || this.reads >= HOT_READS) && !store.databaseDown(now)) {
      if (this.building || now - this.startedAt < store.rebuildIntervalMs) {
        this.reads += 1;
        return last.value;
      }
    }
    return undefined;
  }

  read(store: SlotStore, state: Generation, build: Build<T>): Promise<Served<T> | null> {
    const cached = this.peek(store, state);
    if (cached !== undefined) return Promise.resolve(cached);
    const now = store.now();
    const last = this.last;
    if (store.databaseDown(now)) {
      // Do not make every visitor wait for a connection timeout: serve what we have, refresh behind.
      if (!this.building) this.start(store, state, build).catch(() => undefined);
      if (last?.value) return Promise.resolve({ ...last.value, stale: true });
      return Promise.reject(new DatabaseUnavailableError(new Error('the database was unreachable just now')));
    }
    if (this.building && this.building.generation === state.generation) return this.building.promise;
    return this.start(store, state, build);
  }

  private start(store: SlotStore, state: Generation, build: Build<T>): Promise<Served<T> | null> {
    const generation = state.generation;
    const builtAt = store.now();
    this.startedAt = builtAt;
    this.hot = this.reads >= HOT_READS;
    this.reads = 0;
    store.rebuilds += 1;
    const promise = build()
      .then(
        (result) => {
          const value = result === null ? null : serialize(result);
          if (!this.last || this.last.generation <= generation) this.last = { value, generation, builtAt };
          return value;
        },
        (error: unknown) => {
          if (!isConnectionError(error)) throw error;
          store.databaseFailed();
          const previous = this.last?.value;
          if (previous) return { ...previous, stale: true };
          throw error;
        },
      )
      .finally(() => {
        if (this.building?.promise === promise) this.building = null;
      });
    this.building = { generation, promise };
    return promise;
  }
}
