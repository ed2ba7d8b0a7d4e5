import type { Queryable } from './db';
import type { WriteWatch } from './write-watch';

/**
 * The tables the remembered reads (the page list, a page's components, its incidents) are computed from, and
 * the parents whose deletion cascades into them: the same set the version triggers of migration 0026 watch
 * (plus `organizations`, whose deletion takes everything with it).
 */
export const ORGANIZATION_READ_TABLES = [
  'organizations',
  'pages',
  'page_images',
  'components',
  'component_groups',
  'incidents',
  'incident_updates',
  'incident_components',
  'incident_update_components',
] as const;

/**
 * How a process knows whether what it read for an organisation is still what the database holds: a token
 * taken before the read, equal again only while nothing the read depends on has changed.
 */
export type ReadFreshness = {
  /** The organisation's current token; null when no answer may be remembered now (a write is under way). */
  token(organizationId: string): Promise<string | null>;
  /** Whether an answer read since `token` may be kept (nothing wrote meanwhile that the token would miss). */
  keep(token: string): boolean;
};

/**
 * The embedded database: one process holds the data folder (db/data-dir-lock.ts), so every write to it goes
 * through this process's write watch, which is exact on its own (actor-cache.ts uses it the same way).
 */
export function freshnessByWatch(watch: WriteWatch): ReadFreshness {
  return {
    token: async () => (watch.writing === 0 ? String(watch.generation) : null),
    keep: (token) => watch.writing === 0 && String(watch.generation) === token,
  };
}

/**
 * What the embedded database's session runs once opened: nothing there reads the organisations' versions
 * (freshnessByWatch serves), so its writes take none (migration 0030). Every other session takes them.
 */
export const ORGANIZATION_VERSIONS_OFF = "SET statusdeck.organization_versions = 'off'";

/**
 * PostgreSQL, which other replicas write to as well: the organisation's version (migration 0026), read by
 * primary key before the read it validates. A write committed before that look-up has a newer version, so it
 * is never missed; one committed during the read may already be in the answer, which is then re-read once.
 *
 * Reads arriving while a look-up is under way wait for it to end and then share the next one (every
 * organisation they need, in one statement): a look-up sent after a read arrived sees every write that
 * committed before it did, which is all a read may be asked to show. Sharing the one under way would not.
 */
export function freshnessByVersion(db: Queryable): ReadFreshness {
  let waiting = new Map<
    string,
    Array<{ resolve: (token: string) => void; reject: (error: unknown) => void }>
  >();
  let underWay = false;
  const lookUp = (): void => {
    if (underWay || waiting.size === 0) return;
    const taken = waiting;
    waiting = new Map();
    underWay = true;
    db.query<{ organization_id: string; version: string }>(
      `SELECT organization_id::text AS organization_id, version::text AS version FROM organization_versions
       WHERE organization_id = ANY ($1::uuid[])`,
      [[...taken.keys()]],
    )
      .then(
        (rows) => {
          const versions = new Map(rows.map((row) => [row.organization_id, row.version]));
          for (const [organizationId, readers] of taken) {
            for (const reader of readers) reader.resolve(versions.get(organizationId) ?? '0');
          }
        },
        (error: unknown) => {
          for (const readers of taken.values()) for (const reader of readers) reader.reject(error);
        },
      )
      .finally(() => {
        underWay = false;
        lookUp();
      });
  };
  return {
    token: (organizationId) =>
      new Promise((resolve, reject) => {
        // As the database spells it (lower case), or its version would never be found.
        const key = organizationId.toLowerCase();
        const readers = waiting.get(key) ?? [];
        readers.push({ resolve, reject });
        waiting.set(key, readers);
        lookUp();
      }),
    keep: () => true,
  };
}

/** Remembered answers per process; past it the oldest goes (an incident list can hold a hundred incidents). */
const MAX_ENTRIES = 1_000;

export type OrganizationReads = <T>(
  organizationId: string,
  key: string,
  load: () => Promise<T>,
) => Promise<T>;

/**
 * Remembers an organisation's read answers (`key` names the read and its inputs) for as long as `freshness`
 * says nothing changed them: a remembered answer is exactly what `load` would return now. Errors (a 404) are
 * never remembered. Callers must not change what they are given: it may be served again.
 */
export function createOrganizationReads(freshness: ReadFreshness): OrganizationReads {
  const entries = new Map<string, { token: string; value: unknown }>();
  return async function read<T>(organizationId: string, key: string, load: () => Promise<T>): Promise<T> {
    const token = await freshness.token(organizationId);
    const entryKey = `${organizationId} ${key}`;
    const entry = entries.get(entryKey);
    if (token !== null && entry?.token === token) return entry.value as T;
    const value = await load();
    if (token !== null && freshness.keep(token)) {
      entries.delete(entryKey);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(entryKey, { token, value });
    }
    return value;
  };
}

/** Through the context's remembered reads when it has them (the app does; a bare test context may not). */
export function readOfOrganization<T>(
  reads: OrganizationReads | undefined,
  organizationId: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  return reads ? reads(organizationId, key, load) : load();
}
