import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { DatabaseUnavailableError, type Db, isConnectionError } from '../../../db/db';
import { isUuid } from '../../../lib/ids';
import { findMovedSlug } from '../../pages/released-slugs-repository';
import { buildPublicSnapshot, presentPublicIncidents } from './build-snapshot';
import { buildPublicHistory, HISTORY_CURSOR } from './history';
import { findIncidentOfPage, findPublishedPageId } from './repository';
import type { PublicHistory, PublicIncidentDetail, PublicPageSnapshot } from './snapshot-types';

/** What the store answers: the value, its JSON (serialised once per build) and strong ETag, and whether the
 * database could not be reached to refresh it (then it is the last one built: see its generated_at). */
export type Served<T> = { snapshot: T; json: string; etag: string; stale: boolean };

/** The NOTIFY channel the 0008 triggers send a page's id on after every write touching it. */
export const PUBLIC_PAGES_CHANNEL = 'public_pages';

/** Time-driven content (today's uptime, "now") is rebuilt on the first request after this age. */
export const SNAPSHOT_MAX_AGE_MS = 60_000;
/** After the database failed, it is not asked again for this long: the last snapshots are served at once. */
const DATABASE_RETRY_MS = 5_000;
/** Bounds on what a page keeps of incident and history answers, and of the slugs known not to exist. */
const MAX_DERIVED_PER_PAGE = 500;
const MAX_MISSING = 10_000;

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
class Slot<T> {
  last: { value: Served<T> | null; generation: number; builtAt: number } | null = null;
  building: { generation: number; promise: Promise<Served<T> | null> } | null = null;
  /** When the last rebuild began, and how many reads this answer has had since. */
  private startedAt = Number.NEGATIVE_INFINITY;
  private reads = 0;
  /** Whether it was busy (HOT_READS reads) before its last rebuild began. */
  private hot = false;

  /** The answer, synchronously when a cached one may be served (undefined: ask `read`). */
  peek(store: PublicSnapshots, state: PageState): Served<T> | null | undefined {
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

  read(store: PublicSnapshots, state: PageState, build: Build<T>): Promise<Served<T> | null> {
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

  private start(store: PublicSnapshots, state: PageState, build: Build<T>): Promise<Served<T> | null> {
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

type PageState = {
  pageId: string;
  /** Bumped by every notification about the page: what was built before is rebuilt on the next request. */
  generation: number;
  slug: string | null;
  domain: string | null;
  snapshot: Slot<PublicPageSnapshot>;
  incidents: Map<string, Slot<PublicIncidentDetail>>;
  history: Map<string, Slot<PublicHistory>>;
};

type Key = { slug: string } | { domain: string };

export type PublicSnapshotsOptions = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  /** The clock snapshots are built at (tests pass their own). */
  clock?: () => Date;
  maxAgeMs?: number;
  /** A busy answer is rebuilt at most once per this many ms (REBUILD_INTERVAL_MS). */
  rebuildIntervalMs?: number;
};

/** A host name as custom domains are stored: lower case, without a port. */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * The in-process store of public snapshots (see index.ts for the API). Serving is a Map lookup; a page's
 * snapshot is rebuilt on the first request after a NOTIFY about it (PostgreSQL triggers, migration 0008:
 * every writer, every replica) or once it is older than SNAPSHOT_MAX_AGE_MS, concurrent requests sharing
 * one rebuild. While the database cannot be reached the last snapshot is served with `stale: true`.
 */
export class PublicSnapshots {
  readonly maxAgeMs: number;
  readonly rebuildIntervalMs: number;
  /** Rebuilds started so far (snapshots, incidents, history): for tests and diagnostics. */
  rebuilds = 0;
  private readonly states = new Map<string, PageState>();
  private readonly bySlug = new Map<string, string>();
  private readonly byDomain = new Map<string, string>();
  /** Slugs and domains with no published page, and when that was found (cleared by every notification). */
  private readonly missing = new Map<string, number>();
  /** Former slugs asked for, with the published page's current slug (null: none), cleared likewise. */
  private readonly moved = new Map<string, { at: number; to: string | null }>();
  private downUntil = 0;
  private readonly clock: () => Date;

  constructor(private readonly options: PublicSnapshotsOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.maxAgeMs = options.maxAgeMs ?? SNAPSHOT_MAX_AGE_MS;
    this.rebuildIntervalMs = options.rebuildIntervalMs ?? REBUILD_INTERVAL_MS;
  }

  /** LISTENs for the triggers' notifications; call once at start. */
  async listen(): Promise<void> {
    await this.options.db.listen(PUBLIC_PAGES_CHANNEL, (payload) => this.invalidate(payload));
  }

  now(): number {
    return this.clock().getTime();
  }

  databaseDown(now: number): boolean {
    return now < this.downUntil;
  }

  databaseFailed(): void {
    this.downUntil = this.now() + DATABASE_RETRY_MS;
  }

  /** A page changed (its id), or anything may have (null): what was built for it is rebuilt when next asked. */
  invalidate(pageId: string | null): void {
    this.missing.clear();
    this.moved.clear();
    if (pageId === null || pageId === '') {
      for (const state of this.states.values()) state.generation += 1;
      return;
    }
    const state = this.states.get(pageId);
    if (state) state.generation += 1;
  }

  /** The published page at `slug`; null when there is none. */
  get(slug: string): Promise<Served<PublicPageSnapshot> | null> {
    const cached = this.cached(slug);
    return cached ? Promise.resolve(cached) : this.lookup({ slug });
  }

  /**
   * Where a page released `slug` for (renamed, published, still there): its current slug, so the old
   * address can redirect; null when no page left it. Asked only when no published page has `slug` now.
   */
  async movedTo(slug: string): Promise<string | null> {
    const now = this.now();
    const known = this.moved.get(slug);
    if (known && now - known.at < this.maxAgeMs) return known.to;
    if (this.databaseDown(now)) return null;
    let to: string | null;
    try {
      to = await findMovedSlug(this.options.db, slug);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      this.databaseFailed();
      return null;
    }
    if (this.moved.size >= MAX_MISSING) this.moved.clear();
    this.moved.set(slug, { at: now, to });
    return to;
  }

  /** The published page whose custom domain the Host header names (any port); null when none does. */
  getByDomain(host: string): Promise<Served<PublicPageSnapshot> | null> {
    const domain = hostName(host);
    const cached = this.cachedIn(this.byDomain, domain);
    const named = cached?.snapshot.page.custom_domain;
    return cached && named && hostName(named) === domain ? Promise.resolve(cached) : this.lookup({ domain });
  }

  /**
   * The page at `slug` when it can be answered from memory right now (the common case: a Map lookup, no
   * promise); undefined when `get` must be asked (not cached yet, due for a rebuild, or no such page).
   */
  cached(slug: string): Served<PublicPageSnapshot> | undefined {
    const served = this.cachedIn(this.bySlug, slug);
    return served && served.snapshot.page.slug === slug ? served : undefined;
  }

  private cachedIn(index: Map<string, string>, name: string): Served<PublicPageSnapshot> | undefined {
    const pageId = index.get(name);
    const state = pageId === undefined ? undefined : this.states.get(pageId);
    if (!state) return undefined;
    return state.snapshot.peek(this, state) ?? undefined;
  }

  /** One incident or maintenance of the published page at `slug`, any age; null when it is not that page's. */
  async getIncident(slug: string, incidentId: string): Promise<Served<PublicIncidentDetail> | null> {
    const page = await this.get(slug);
    if (!page || !isUuid(incidentId)) return null;
    const state = this.states.get(page.snapshot.page.id);
    const fromSnapshot = (): PublicIncidentDetail | null => {
      const { snapshot } = page;
      const incident = [
        ...snapshot.incidents,
        ...snapshot.maintenances.active,
        ...snapshot.maintenances.upcoming,
        ...snapshot.recent,
      ].find((candidate) => candidate.id === incidentId);
      return incident
        ? { page: snapshot.page, status: snapshot.status, incident, generated_at: snapshot.generated_at }
        : null;
    };
    if (!state || page.stale) {
      const known = fromSnapshot();
      if (known) return { ...serialize(known), stale: page.stale };
      const last = state?.incidents.get(incidentId)?.last?.value;
      if (last) return { ...last, stale: true };
      if (page.stale) throw new DatabaseUnavailableError(new Error('the database was unreachable just now'));
      return null;
    }
    const slot = this.derivedSlot(state.incidents, incidentId);
    return slot.read(this, state, async () => {
      const known = fromSnapshot();
      if (known) return known;
      const row = await findIncidentOfPage(this.options.db, page.snapshot.page.id, incidentId);
      if (!row) return null;
      const [incident] = await presentPublicIncidents(this.options.db, [row]);
      if (!incident) return null;
      const { snapshot } = page;
      return {
        page: snapshot.page,
        status: snapshot.status,
        incident,
        generated_at: this.clock().toISOString(),
      };
    });
  }

  /**
   * Resolved incidents and completed maintenance of the published page at `slug` by month, `cursor` (YYYY-MM)
   * and older; null when there is no such page. A malformed cursor is read as none (the current month).
   */
  async getHistory(slug: string, cursor: string | null | undefined): Promise<Served<PublicHistory> | null> {
    const page = await this.get(slug);
    if (!page) return null;
    const from = cursor && HISTORY_CURSOR.test(cursor) ? cursor : null;
    const state = this.states.get(page.snapshot.page.id);
    if (!state) return null;
    const slot = this.derivedSlot(state.history, from ?? '');
    return slot.read(this, state, () =>
      buildPublicHistory(this.options, page.snapshot.page.id, from, this.clock()),
    );
  }

  private derivedSlot<T>(slots: Map<string, Slot<T>>, key: string): Slot<T> {
    let slot = slots.get(key);
    if (!slot) {
      if (slots.size >= MAX_DERIVED_PER_PAGE) slots.clear();
      slot = new Slot<T>();
      slots.set(key, slot);
    }
    return slot;
  }

  private async lookup(key: Key): Promise<Served<PublicPageSnapshot> | null> {
    const index = 'slug' in key ? this.bySlug : this.byDomain;
    const name = 'slug' in key ? key.slug : key.domain;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const indexed = index.get(name);
      const pageId = indexed ?? (await this.resolve(key));
      if (!pageId) return null;
      const state = this.stateOf(pageId);
      const served = await state.snapshot.read(this, state, () =>
        buildPublicSnapshot(this.options, pageId, this.clock()),
      );
      if (!served) {
        this.forget(state);
        if (indexed) continue; // the page it named is gone or unpublished: does another have the name now?
        return null;
      }
      this.index(state, served.snapshot.page);
      const page = served.snapshot.page;
      if ('slug' in key ? page.slug === key.slug : state.domain === key.domain) {
        return served;
      }
      // The page was given another slug or domain since: the old one names no page, or another one now.
      if (index.get(name) === pageId) index.delete(name);
      if (!indexed || served.stale) return null;
    }
    return null;
  }

  private async resolve(key: Key): Promise<string | null> {
    const missingKey = 'slug' in key ? `slug:${key.slug}` : `domain:${key.domain}`;
    const now = this.now();
    const missingSince = this.missing.get(missingKey);
    if (missingSince !== undefined && now - missingSince < this.maxAgeMs) return null;
    if (this.databaseDown(now)) {
      throw new DatabaseUnavailableError(new Error('the database was unreachable just now'));
    }
    let pageId: string | null;
    try {
      pageId = await findPublishedPageId(this.options.db, key);
    } catch (error) {
      if (isConnectionError(error)) this.databaseFailed();
      throw error;
    }
    if (!pageId) {
      if (this.missing.size >= MAX_MISSING) this.missing.clear();
      this.missing.set(missingKey, now);
    }
    return pageId;
  }

  private stateOf(pageId: string): PageState {
    let state = this.states.get(pageId);
    if (!state) {
      state = {
        pageId,
        generation: 0,
        slug: null,
        domain: null,
        snapshot: new Slot(),
        incidents: new Map(),
        history: new Map(),
      };
      this.states.set(pageId, state);
    }
    return state;
  }

  private index(state: PageState, page: PublicPageSnapshot['page']): void {
    const domain = page.custom_domain ? hostName(page.custom_domain) : null;
    if (state.slug === page.slug && state.domain === domain && this.bySlug.get(page.slug) === state.pageId) {
      return;
    }
    if (state.slug !== page.slug) {
      if (state.slug !== null && this.bySlug.get(state.slug) === state.pageId) this.bySlug.delete(state.slug);
      state.slug = page.slug;
    }
    if (state.domain !== domain) {
      if (state.domain !== null && this.byDomain.get(state.domain) === state.pageId) {
        this.byDomain.delete(state.domain);
      }
      state.domain = domain;
    }
    this.bySlug.set(page.slug, state.pageId);
    if (domain) this.byDomain.set(domain, state.pageId);
  }

  private forget(state: PageState): void {
    if (state.slug !== null && this.bySlug.get(state.slug) === state.pageId) this.bySlug.delete(state.slug);
    if (state.domain !== null && this.byDomain.get(state.domain) === state.pageId) {
      this.byDomain.delete(state.domain);
    }
    this.states.delete(state.pageId);
  }
}
