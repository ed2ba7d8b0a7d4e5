/**
 * The public read path (issue 7 §1): public snapshots of the status pages and the JSON API that serves them.
 *
 * For the other public modules (Statuspage formats, feeds, badge, the server-rendered page) — the app is
 * decorated with `app.publicSnapshots`, available once buildApp has run (registered before their routes):
 *
 *   const served = await app.publicSnapshots.get(slug);           // PublicPageSnapshot of a published page
 *   const served = await app.publicSnapshots.getByDomain(host);   // by the Host header (port ignored)
 *   const served = await app.publicSnapshots.getIncident(slug, id); // PublicIncidentDetail, any age
 *   const served = await app.publicSnapshots.getHistory(slug, cursor); // PublicHistory; cursor 'YYYY-MM' or null
 *
 *   served: { snapshot, json, etag, stale } | null
 *     null      → no such published page (or incident of it): answer 404;
 *     snapshot  → the value (types in ./snapshot-types.ts); json → its JSON, serialised once per rebuild;
 *     etag      → strong ETag of json (quoted); derive your own ETag from it for derived bodies;
 *     stale     → the database could not be reached, this is the last snapshot (snapshot.generated_at).
 *   They throw DatabaseUnavailableError (→ 503 with Retry-After via the error handler) only when the database
 *   is unreachable and there is no snapshot yet.
 *
 *   sendPublic(request, reply, { body, etag, contentType? }) (./send-public.ts) answers with the public
 *   headers (ETag + 304, Cache-Control max-age/stale-while-revalidate/stale-if-error, CORS *, no cookies)
 *   and the body compressed once per ETag; give such routes `{ compress: false, helmet: false }`.
 *   sendPublicNotFound(reply, message) answers the public 404.
 *
 *   const served = app.publicSnapshots.cached(slug);              // synchronous; undefined → ask get()
 *
 * Freshness: every write touching a page NOTIFYs `public_pages` (triggers, migration 0008) at commit, on
 * this replica and every other; the next request rebuilds that page's snapshot (one rebuild for concurrent
 * requests). Snapshots older than 60 s are rebuilt too (today's uptime, maintenance windows). A busy page
 * (HOT_READS reads since its last rebuild) is rebuilt at most once per REBUILD_INTERVAL_MS (1 s), readers
 * getting the previous snapshot meanwhile (snapshots.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../lib/service-context';
import { publicPagesRoutes } from './json/routes';
import { PublicSnapshots } from './snapshot/snapshots';

export { PUBLIC_CACHE_CONTROL, sendPublic, sendPublicNotFound } from './http/send-public';
export { buildPublicSnapshot } from './snapshot/build-snapshot';
export type * from './snapshot/snapshot-types';
export type { Served } from './snapshot/snapshots';
export { PublicSnapshots } from './snapshot/snapshots';

declare module 'fastify' {
  interface FastifyInstance {
    publicSnapshots: PublicSnapshots;
  }
}

/** Creates the store, LISTENs for changes, decorates `app.publicSnapshots` and registers the public routes. */
export async function setupPublicPages(app: FastifyInstance, ctx: ServiceContext): Promise<PublicSnapshots> {
  const snapshots = new PublicSnapshots({ db: ctx.db, config: ctx.config, log: ctx.log });
  await snapshots.listen();
  app.decorate('publicSnapshots', snapshots);
  await app.register(publicPagesRoutes, { snapshots });
  return snapshots;
}
