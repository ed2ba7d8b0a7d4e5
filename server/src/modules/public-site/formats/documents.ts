/**
 * The documents of one page — the Statuspage v2 JSONs, the feeds and the badge — from its snapshot (and,
 * for the lists of the 50 most recent incidents and maintenances and the feeds, its history), each
 * serialised once per snapshot (RenderedCache).
 */
import type { Language } from '../../../lib/enums';
import { maintenanceCalendar } from '../../incidents/maintenance-calendar';
import type { CalendarMaintenance } from '../../incidents/maintenance-calendar-repository';
import { addressOfPublicPage } from '../../pages/page-address';
import type { PublicHistory, PublicIncident, PublicPageSnapshot } from '../snapshot/snapshot-types';
import { type BadgeStyle, renderBadge } from './badge';
import { buildFeed, renderAtom, renderRss } from './feeds';
import { CONTENT_TYPES, type Rendered, RenderedCache, rendered } from './rendered-cache';
import { mostRecent, V2_LIST_LIMIT, type V2Builder, v2Builder, v2Summary } from './statuspage-v2';
import type { V2Links } from './v2-types';

export const V2_DOCUMENTS = [
  'summary.json',
  'status.json',
  'components.json',
  'incidents.json',
  'incidents/unresolved.json',
  'scheduled-maintenances.json',
  'scheduled-maintenances/upcoming.json',
  'scheduled-maintenances/active.json',
] as const;
export type V2Document = (typeof V2_DOCUMENTS)[number];

/** Reads one page of the history (the public store's getHistory); null when the page is gone. */
export type HistoryReader = (cursor: string | null) => Promise<PublicHistory | null>;

/** Reads the maintenance a page's calendar lists (its repository query), by page id. */
export type CalendarReader = (pageId: string) => Promise<CalendarMaintenance[]>;

/** The resolved incidents and completed maintenance of a page, each list at least 50 long if it has them. */
export type PastIncidents = { incidents: PublicIncident[]; maintenances: PublicIncident[] };

/** Pages through the history until both kinds have 50 entries or there is no more (bounded). */
export async function readPast(readHistory: HistoryReader, maxPages = 240): Promise<PastIncidents> {
  const past: PastIncidents = { incidents: [], maintenances: [] };
  let cursor: string | null = null;
  for (let pageCount = 0; pageCount < maxPages; pageCount++) {
    const history = await readHistory(cursor);
    if (!history) break;
    for (const month of history.months) {
      for (const incident of month.incidents) {
        (incident.kind === 'incident' ? past.incidents : past.maintenances).push(incident);
      }
    }
    const enough = past.incidents.length >= V2_LIST_LIMIT && past.maintenances.length >= V2_LIST_LIMIT;
    if (enough || !history.next_cursor || history.next_cursor === cursor) break;
    cursor = history.next_cursor;
  }
  return past;
}

const json = (value: unknown) => rendered(JSON.stringify(value), CONTENT_TYPES.json);

/** How long documents built without the history (it could not be read) are kept before trying again. */
export const FALLBACK_RETRY_MS = 30_000;

/** The documents built from the history as well as the snapshot. */
const HISTORY_DOCUMENTS = ['incidents.json', 'scheduled-maintenances.json', 'rss', 'atom'];

type PastEntry = { promise: Promise<PastIncidents>; retryAt?: number };

export class PageDocuments {
  private readonly cache = new RenderedCache();
  private readonly builders = new WeakMap<PublicPageSnapshot, V2Builder>();
  private readonly pasts = new WeakMap<PublicPageSnapshot, PastEntry>();

  constructor(
    private readonly links: V2Links,
    private readonly now: () => number = Date.now,
  ) {}

  private v2(snapshot: PublicPageSnapshot): V2Builder {
    let builder = this.builders.get(snapshot);
    if (!builder) {
      builder = v2Builder(snapshot, this.links);
      this.builders.set(snapshot, builder);
    }
    return builder;
  }

  /** Documents built while the history could not be read are dropped once FALLBACK_RETRY_MS has passed. */
  private expireFallback(snapshot: PublicPageSnapshot): void {
    const past = this.pasts.get(snapshot);
    if (past?.retryAt === undefined || past.retryAt > this.now()) return;
    this.pasts.delete(snapshot);
    for (const key of HISTORY_DOCUMENTS) this.cache.forget(snapshot, key);
  }

  /**
   * The page's past incidents and maintenance, read once per snapshot. When the history cannot be read
   * (the database is down), the snapshot's own last 15 days stand in until FALLBACK_RETRY_MS has passed.
   */
  private past(snapshot: PublicPageSnapshot, readHistory: HistoryReader): Promise<PastIncidents> {
    const known = this.pasts.get(snapshot);
    if (known) return known.promise;
    const entry: PastEntry = {
      promise: readPast(readHistory).catch(() => {
        entry.retryAt = this.now() + FALLBACK_RETRY_MS;
        return {
          incidents: snapshot.recent.filter((incident) => incident.kind === 'incident'),
          maintenances: snapshot.recent.filter((incident) => incident.kind === 'maintenance'),
        };
      }),
    };
    this.pasts.set(snapshot, entry);
    return entry.promise;
  }

  /** Without a promise once built for this snapshot (the common case: the route answers synchronously). */
  v2Document(
    snapshot: PublicPageSnapshot,
    document: V2Document,
    readHistory: HistoryReader,
  ): Rendered | Promise<Rendered> {
    if (HISTORY_DOCUMENTS.includes(document)) this.expireFallback(snapshot);
    return this.cache.get(snapshot, document, async () => {
      const v2 = this.v2(snapshot);
      const page = v2.page;
      switch (document) {
        case 'summary.json':
          return json(v2Summary(snapshot, v2));
        case 'status.json':
          return json({
            page,
            status: { indicator: snapshot.status.indicator, description: snapshot.status.description },
          });
        case 'components.json':
          return json({ page, components: v2.components });
        case 'incidents.json': {
          const past = await this.past(snapshot, readHistory);
          const list = mostRecent('incident', [snapshot.incidents, snapshot.recent, past.incidents]);
          return json({ page, incidents: list.map(v2.incident) });
        }
        case 'incidents/unresolved.json':
          return json({ page, incidents: snapshot.incidents.map(v2.incident) });
        case 'scheduled-maintenances.json': {
          const past = await this.past(snapshot, readHistory);
          const { active, upcoming } = snapshot.maintenances;
          const list = mostRecent('maintenance', [upcoming, active, snapshot.recent, past.maintenances]);
          return json({ page, scheduled_maintenances: list.map(v2.incident) });
        }
        case 'scheduled-maintenances/upcoming.json':
          return json({ page, scheduled_maintenances: snapshot.maintenances.upcoming.map(v2.incident) });
        case 'scheduled-maintenances/active.json':
          return json({ page, scheduled_maintenances: snapshot.maintenances.active.map(v2.incident) });
      }
    });
  }

  /** `snapshot` is in `language` already (null: the page's default); the feed's own words follow it. */
  feed(
    snapshot: PublicPageSnapshot,
    format: 'rss' | 'atom',
    readHistory: HistoryReader,
    language: Language | null,
  ): Rendered | Promise<Rendered> {
    this.expireFallback(snapshot);
    return this.cache.get(snapshot, format, async () => {
      const past = await this.past(snapshot, readHistory);
      const { active, upcoming } = snapshot.maintenances;
      const incidents = [
        ...mostRecent('incident', [snapshot.incidents, snapshot.recent, past.incidents]),
        ...mostRecent('maintenance', [upcoming, active, snapshot.recent, past.maintenances]),
      ];
      const feed = buildFeed(
        snapshot.page,
        incidents,
        snapshot.updated_at,
        this.links,
        language ?? snapshot.page.default_language,
      );
      return format === 'rss'
        ? rendered(renderRss(feed), CONTENT_TYPES.rss)
        : rendered(renderAtom(feed), CONTENT_TYPES.atom);
    });
  }

  /**
   * maintenance.ics in `language` (null: the page's default), read from the database once per snapshot: the
   * snapshot lacks the sequence numbers, the cancelled maintenance and 30 days of ended ones. A write
   * replaces the snapshot, and so rebuilds it.
   */
  calendar(
    snapshot: PublicPageSnapshot,
    read: CalendarReader,
    language: Language | null,
  ): Rendered | Promise<Rendered> {
    const chosen = language ?? snapshot.page.default_language;
    return this.cache.get(snapshot, `calendar:${chosen}`, async () =>
      rendered(
        maintenanceCalendar(
          { name: snapshot.page.name, address: addressOfPublicPage(this.links, snapshot.page) },
          await read(snapshot.page.id),
          this.links.publicUrl,
          chosen,
        ),
        CONTENT_TYPES.calendar,
      ),
    );
  }

  badge(snapshot: PublicPageSnapshot, style: BadgeStyle): Rendered | Promise<Rendered> {
    return this.cache.get(snapshot, `badge:${style}`, () =>
      rendered(renderBadge(snapshot.status, style), CONTENT_TYPES.svg),
    );
  }
}
