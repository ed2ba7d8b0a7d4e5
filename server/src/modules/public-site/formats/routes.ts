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
 * answers carry the public API's ETag/304, Cache-Control and CORS headers (OPTIONS preflights allowed)
 * and set no cookie. An unknown or unpublished page is a JSON 404. Behind a reverse proxy the Host header
 * must reach us as the visitor sent it (nginx: `proxy_set_header Host $host`). Not in the OpenAPI
 * document: these are Statuspage's formats, not ours.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { sendPublicMoved, withSlugSegment } from '../http/moved';
import { isPromise, publicHeaders, sendPublic, sendPublicNotFound, sendPublicNow } from '../http/send-public';
import type { PublicHistory, PublicPageSnapshot } from '../snapshot/snapshot-types';
import { BADGE_STYLES, type BadgeStyle } from './badge';
import {
  addCustomDomainConstraint,
  CUSTOM_DOMAIN_CONSTRAINT,
  CUSTOM_HOST,
  customDomainOf,
  ownHostNames,
} from './custom-domain';
import { type HistoryReader, PageDocuments, V2_DOCUMENTS } from './documents';
import type { Rendered } from './rendered-cache';

/** What these routes read from the public snapshot store (modules/public/snapshots.ts, PublicSnapshots). */
export type PublicSnapshotSource = {
  get(slug: string): Promise<{ snapshot: PublicPageSnapshot } | null>;
  getByDomain(host: string): Promise<{ snapshot: PublicPageSnapshot } | null>;
  getHistory(slug: string, cursor: string | null): Promise<{ snapshot: PublicHistory } | null>;
  /** The page at `slug` when it is in memory and may be served as it is (no promise); else undefined. */
  cached?(slug: string): { snapshot: PublicPageSnapshot } | undefined;
  /** The current slug of the published page that released `slug` (renamed), if any. */
  movedTo?(slug: string): Promise<string | null>;
};

export type PublicFormatsOptions = { config: Pick<Config, 'publicUrl'>; snapshots: PublicSnapshotSource };

const SLUG_MAX = 200;
const PAGE_NOT_FOUND = 'Status page not found';
/** As the public API's routes: no per-request helmet work (headers set here), no info-level log line. */
const CHEAP = { helmet: false, compress: false, logLevel: 'warn' } as const;
/** Documents, not pages: nothing in them may load or run anything (the SVG is opened directly, too). */
function badgeStyle(query: unknown): BadgeStyle {
  const style = (query as Record<string, unknown> | undefined)?.style;
  return (BADGE_STYLES as readonly unknown[]).includes(style) ? (style as BadgeStyle) : 'default';
}

export const publicFormatsRoutes: FastifyPluginAsync<PublicFormatsOptions> = async (
  app,
  { config, snapshots },
) => {
  const documents = new PageDocuments({ publicUrl: config.publicUrl });
  const own = ownHostNames(config.publicUrl);
  addCustomDomainConstraint(app, config.publicUrl);

  // Errors too (a 503 while the database is down and nothing was served yet) carry the public headers.
  app.addHook('onRequest', (_request, reply, done) => {
    publicHeaders(reply).header('cache-control', 'no-store');
    done();
  });

  /** The page a request names (by slug, or by its Host on the custom-domain routes). */
  type Lookup = (request: FastifyRequest) => Promise<{ snapshot: PublicPageSnapshot } | null>;
  const bySlug: Lookup = async (request) => {
    const { slug } = request.params as { slug: string };
    if (!slug || slug.length > SLUG_MAX) return null;
    return snapshots.cached?.(slug) ?? snapshots.get(slug);
  };
  const byDomain: Lookup = async (request) => {
    const domain = customDomainOf(request.headers.host, own);
    return domain ? snapshots.getByDomain(domain) : null;
  };

  const historyOf =
    (snapshot: PublicPageSnapshot): HistoryReader =>
    async (cursor) =>
      (await snapshots.getHistory(snapshot.page.slug, cursor))?.snapshot ?? null;

  /** The page in memory right now, without a promise (undefined: ask the Lookup). */
  const cachedBySlug = (request: FastifyRequest) => {
    const { slug } = request.params as { slug: string };
    return slug && slug.length <= SLUG_MAX ? snapshots.cached?.(slug) : undefined;
  };

  /** A renamed page's old /status/{slug}/… address: the same file at its new slug. */
  const movedBySlug = async (request: FastifyRequest) => {
    const { slug } = request.params as { slug: string };
    const moved = slug && slug.length <= SLUG_MAX ? await snapshots.movedTo?.(slug) : null;
    return moved ? withSlugSegment(request.url, '/status/', moved) : null;
  };

  type Build = (snapshot: PublicPageSnapshot, request: FastifyRequest) => Promise<Rendered> | Rendered;
  const serve =
    (
      lookup: Lookup,
      build: Build,
      cached?: (request: FastifyRequest) => { snapshot: PublicPageSnapshot } | undefined,
      moved?: (request: FastifyRequest) => Promise<string | null>,
    ) =>
    (request: FastifyRequest, reply: FastifyReply) => {
      // Most requests: the page in memory and its document built and compressed, answered without a promise.
      const page = cached?.(request);
      const ready = page ? build(page.snapshot, request) : undefined;
      if (ready && !isPromise(ready)) {
        const sent = sendPublicNow(request, reply, ready);
        return isPromise(sent) ? sent : undefined;
      }
      return (async () => {
        const hit = page ?? (await lookup(request));
        if (!hit) {
          const location = await moved?.(request);
          return location ? sendPublicMoved(reply, 301, location) : sendPublicNotFound(reply, PAGE_NOT_FOUND);
        }
        return sendPublic(request, reply, await (ready ?? build(hit.snapshot, request)));
      })();
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
    app.get(
      `/status/:slug${path}`,
      { ...CHEAP, schema: { hide: true } },
      serve(bySlug, build, cachedBySlug, movedBySlug),
    );
    app.get(
      path,
      { ...CHEAP, schema: { hide: true }, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } },
      serve(byDomain, build),
    );
  }

  // A browser preflights a cross-origin read that sets If-None-Match itself: allow it from anywhere.
  const preflight = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(204)
      .headers({
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': 'if-none-match',
        'access-control-max-age': '86400',
        'cache-control': 'public, max-age=86400',
      })
      .send();
  app.options('/status/:slug/*', { ...CHEAP, schema: { hide: true } }, preflight);
  app.options(
    '/api/v2/*',
    { ...CHEAP, schema: { hide: true }, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } },
    preflight,
  );
};
