import { pageSubdomainLabel } from '@statusdeck/shared/public-site/paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { DatabaseUnavailableError, type Db, isConnectionError } from '../../../db/db';
import { isUuid } from '../../../lib/ids';
import type { PageGate } from '../../page-access/gate';
import { findMovedSlug } from '../../pages/released-slugs-repository';
import { isReservedSlugWord } from '../../pages/reserved-slugs';
import { isSlug } from '../../pages/slug';
import { REBUILD_INTERVAL_MS, type Served, Slot, serialize } from './answer-slot';
import { buildPublicSnapshot, presentPublicIncidents } from './build-snapshot';
import { buildPublicHistory, HISTORY_CURSOR } from './history';
import { findIncidentOfPage, findPublishedPageId } from './repository';
import type { PublicHistory, PublicIncidentDetail, PublicPageSnapshot } from './snapshot-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public snapshot store, decorated by the public site's setup before any of its routes. */
    publicSnapshots: PublicSnapshots;
    /** Who may read a private page (page-access/gate.ts): every public format asks it after the store. */
    pageGate: PageGate;
  }
}

/** The NOTIFY channel the 0008 triggers send a page's id on after every write touching it. */
export const PUBLIC_PAGES_CHANNEL = 'public_pages';

/** Time-driven content (today's uptime, "now") is rebuilt on the first request after this age. */
export const SNAPSHOT_MAX_AGE_MS = 60_000;
/** After the database failed, it is not asked again for this long: the last snapshots are served at once. */
const DATABASE_RETRY_MS = 5_000;
/** Bounds on what a page keeps of incident and history answers, and of the slugs known not to exist. */
const MAX_DERIVED_PER_PAGE = 500;
const MAX_MISSING = 10_000;

export { HOT_READS, REBUILD_INTERVAL_MS, type Served, serialize } from './answer-slot';

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
  config: Pick<Config, 'publicUrl' | 'pagesDomain'>;
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

/** A subdomain's label that may name a page: a well-formed slug that is not one of the product's words. */
const isPageSlug = (label: string) => isSlug(label) && !isReservedSlugWord(label);

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

  /**
   * The published page the Host header names (any port): `<slug>.<PAGES_DOMAIN>`, or a verified custom
   * domain; null when none does (PAGES_DOMAIN itself, a reserved word or no page under it, an unknown domain).
   */
  getByDomain(host: string): Promise<Served<PublicPageSnapshot> | null> {
    const domain = hostName(host);
    const label = pageSubdomainLabel(domain, this.options.config.pagesDomain);
    if (label !== null) return isPageSlug(label) ? this.get(label) : Promise.resolve(null);
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
    // A private page is never answered from this synchronous path: its readers pass the gate
    // (page-access/gate.ts) on the asynchronous one, after `get`.
    return served && served.snapshot.page.slug === slug && served.snapshot.page.access === 'public'
      ? served
      : undefined;
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
