/**
 * Statuspage-compatible formats, feeds and badge of every published page (issue 7 §2), without sign-in:
 *
 *   /status/{slug}/api/v2/{summary,status,components,incidents}.json, …/incidents/unresolved.json,
 *   …/scheduled-maintenances.json, …/scheduled-maintenances/{upcoming,active}.json,
 *   /status/{slug}/history.rss, /status/{slug}/history.atom, /status/{slug}/badge.svg[?style=flat|flat-square]
 *
 * and the same at the root (/api/v2/…, /history.rss, /history.atom, /badge.svg) of a request whose Host
 * names a page's custom domain (any port). On the product's own host those root paths are not routes of
 * ours (custom-domain.ts), so its own routes and files answer as before.
 *
 * Everything comes from the public snapshot store (modules/public) and is serialised once per snapshot;
 * answers carry the public API's ETag/304, Cache-Control and CORS headers and set no cookie. An unknown or
 * unpublished page is a JSON 404. Not in the OpenAPI document: these are Statuspage's formats, not ours.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import type { RouteDeps } from '../../lib/route-deps';
import type { PublicHistory, PublicPageSnapshot } from '../public/snapshot-types';
import { BADGE_STYLES, type BadgeStyle } from './badge';
import {
  addCustomDomainConstraint,
  CUSTOM_DOMAIN_CONSTRAINT,
  CUSTOM_HOST,
  customDomainOf,
  ownHostNames,
} from './custom-domain';
import { type HistoryReader, PageDocuments, V2_DOCUMENTS } from './documents';
import { type Rendered, sendRendered } from './rendered-cache';

type SnapshotHit = { snapshot: PublicPageSnapshot; stale?: boolean };

/** What these routes read from the public snapshot store (`app.publicSnapshots`). */
export type PublicSnapshotSource = {
  get(slug: string): Promise<SnapshotHit | null>;
  getByDomain(host: string): Promise<SnapshotHit | null>;
  getHistory(slug: string, cursor: string | null): Promise<PublicHistory | null>;
};

export type PublicFormatsOptions = RouteDeps & {
  /** The store; by default the app's `publicSnapshots` decoration, read when a request comes. */
  source?: (app: FastifyInstance) => PublicSnapshotSource;
};

const SLUG_MAX = 200;
const PAGE_NOT_FOUND = 'Status page not found';

function defaultSource(app: FastifyInstance): PublicSnapshotSource {
  const store = (app as unknown as { publicSnapshots?: PublicSnapshotSource }).publicSnapshots;
  if (!store) throw new Error('The public snapshot store (app.publicSnapshots) is not registered');
  return store;
}

function badgeStyle(query: unknown): BadgeStyle {
  const style = (query as Record<string, unknown> | undefined)?.style;
  return (BADGE_STYLES as readonly unknown[]).includes(style) ? (style as BadgeStyle) : 'default';
}

export const publicFormatsRoutes: FastifyPluginAsync<PublicFormatsOptions> = async (app, options) => {
  const { ctx } = options;
  const source = () => (options.source ?? defaultSource)(app);
  const documents = new PageDocuments({ publicUrl: ctx.config.publicUrl });
  const own = ownHostNames(ctx.config.publicUrl);
  addCustomDomainConstraint(app, ctx.config.publicUrl);

  /** The page a request names (by slug, or by its Host on the custom-domain routes); 404 when none. */
  type Lookup = (request: FastifyRequest) => Promise<SnapshotHit | null>;
  const bySlug: Lookup = async (request) => {
    const { slug } = request.params as { slug: string };
    if (!slug || slug.length > SLUG_MAX) return null;
    return source().get(slug);
  };
  const byDomain: Lookup = async (request) => {
    const domain = customDomainOf(request.headers.host, own);
    return domain ? source().getByDomain(domain) : null;
  };

  const historyOf =
    (snapshot: PublicPageSnapshot): HistoryReader =>
    (cursor) =>
      source().getHistory(snapshot.page.slug, cursor);

  type Build = (snapshot: PublicPageSnapshot, request: FastifyRequest) => Promise<Rendered> | Rendered;
  const serve =
    (
      lookup: Lookup,
      build: (snapshot: PublicPageSnapshot, request: FastifyRequest) => Promise<Rendered> | Rendered,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const hit = await lookup(request);
      if (!hit) throw notFound(PAGE_NOT_FOUND);
      return sendRendered(request, reply, await build(hit.snapshot, request));
    };

  const routes: { path: string; build: Build }[] = [
    ...V2_DOCUMENTS.map((name) => ({
      path: `/api/v2/${name}`,
      build: (snapshot: PublicPageSnapshot) => documents.v2Document(snapshot, name, historyOf(snapshot)),
    })),
    { path: '/history.rss', build: (snapshot) => documents.feed(snapshot, 'rss', historyOf(snapshot)) },
    { path: '/history.atom', build: (snapshot) => documents.feed(snapshot, 'atom', historyOf(snapshot)) },
    {
      path: '/badge.svg',
      build: (snapshot, request) => documents.badge(snapshot, badgeStyle(request.query)),
    },
  ];

  for (const { path, build } of routes) {
    app.get(`/status/:slug${path}`, { schema: { hide: true } }, serve(bySlug, build));
    app.get(
      path,
      { schema: { hide: true }, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } },
      serve(byDomain, build),
    );
  }
};
