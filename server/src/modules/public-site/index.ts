/**
 * The public site: everything a status page's readers reach without signing in, from one in-process
 * snapshot per page —
 *   json/           the public JSON API (`/v1/public/pages/…`) and the console's preview of a page;
 *   formats/        Statuspage v2 documents, feeds and the badge, under /status/{slug}/ and on custom domains;
 *   render/         the server-rendered screens (page, incident, history, subscription screens and forms);
 *   subscriptions/  the subscription calls of the public page (their verbs live in modules/subscribers);
 *   snapshot/       the snapshot store and what builds a snapshot; http/ how a public answer is sent.
 *
 * Every part reads the store through `app.publicSnapshots` (typed in snapshot/snapshots.ts):
 *
 *   const served = await app.publicSnapshots.get(slug);           // PublicPageSnapshot of a published page
 *   const served = await app.publicSnapshots.getByDomain(host);   // by the Host header (port ignored)
 *   const served = await app.publicSnapshots.getIncident(slug, id); // PublicIncidentDetail, any age
 *   const served = await app.publicSnapshots.getHistory(slug, cursor); // PublicHistory; cursor 'YYYY-MM' or null
 *
 *   served: { snapshot, json, etag, stale } | null
 *     null      → no such published page (or incident of it): answer 404;
 *     snapshot  → the value (types in snapshot/snapshot-types.ts); json → its JSON, serialised once per rebuild;
 *     etag      → strong ETag of json (quoted); derive your own ETag from it for derived bodies;
 *     stale     → the database could not be reached, this is the last snapshot (snapshot.generated_at).
 *   They throw DatabaseUnavailableError (→ 503 with Retry-After via the error handler) only when the database
 *   is unreachable and there is no snapshot yet.
 *
 *   sendPublic(request, reply, { body, etag, contentType? }) (http/send-public.ts) answers with the public
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
 * getting the previous snapshot meanwhile (snapshot/snapshots.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { markFrontendRoutes } from '../../plugins/request-logging';
import { PageGate } from '../page-access/gate';
import type { RouteDeps } from '../route-deps';
import { publicFormatsRoutes } from './formats/routes';
import { publicPagesRoutes } from './json/routes';
import { publicRender } from './render/plugin';
import { PublicSnapshots } from './snapshot/snapshots';
import { publicSubscriptionRoutes } from './subscriptions/routes';

export {
  PUBLIC_CACHE_CONTROL,
  sendEncodedOnce,
  sendPublic,
  sendPublicNotFound,
  strongEtag,
} from './http/send-public';
export { buildPublicSnapshot } from './snapshot/build-snapshot';
export type * from './snapshot/snapshot-types';
export type { Served } from './snapshot/snapshots';
export { PublicSnapshots } from './snapshot/snapshots';

/**
 * Registers the whole public site on the root instance: creates the snapshot store, LISTENs for changes
 * and decorates `app.publicSnapshots`, then the subscription calls, the JSON API, the formats and the
 * rendered screens (in a scope whose successful answers are quiet in the request log, like front-end files).
 * No authentication; only the subscription calls and forms are rate limited (the reads are a cache).
 */
export async function setupPublicSite(
  app: FastifyInstance,
  { ctx, limiter, config }: RouteDeps & { config: Config },
): Promise<PublicSnapshots> {
  const snapshots = new PublicSnapshots({ db: ctx.db, config: ctx.config, log: ctx.log });
  await snapshots.listen();
  app.decorate('publicSnapshots', snapshots);
  app.decorate('pageGate', new PageGate({ db: ctx.db, config: ctx.config }));
  await app.register(publicSubscriptionRoutes, { ctx, limiter });
  await app.register(publicPagesRoutes, { snapshots, gate: app.pageGate });
  await app.register(publicFormatsRoutes, { config, snapshots, db: ctx.db, gate: app.pageGate });
  await app.register(async (screens) => {
    markFrontendRoutes(screens);
    await screens.register(publicRender, { config, ctx, limiter });
  });
  return snapshots;
}
