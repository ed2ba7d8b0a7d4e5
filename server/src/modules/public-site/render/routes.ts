/**
 * The server-rendered public page (issue 7 §3, DESIGN.md §8): `GET /public-page?page={slug}`,
 * `/public-page/incident/{id}?page={slug}`, `/public-page/history?page={slug}[&cursor=]`, and the same
 * screens at `/`, `/incident/{id}` and `/history` of a page's custom domain (Host header, any port).
 * The HTML is rendered by remote-public's own components (its SSR bundle) from the public snapshot,
 * embeds the input it was rendered from, and loads the lean hydration bundle. `?lang=en|ru` overrides the
 * page's default language. Cached per screen and snapshot version (rendered-pages.ts), compressed once,
 * with the public API's ETag/304 and Cache-Control.
 *
 * No published page (or incident) by that slug or domain → 404 with the host's index.html (no-store), whose
 * router shows a signed-in member the preview of an unpublished page, and everyone else its not-found
 * screen; without JavaScript a `<noscript>` block says the same (not-found-notice.ts), as it does when no
 * page is named at all; no renderer built → the host's page.
 *
 * The subscription screens (`/public-page/subscribe?page=`, `/public-page/subscriptions/{confirm,manage,
 * unsubscribe}?token=`) are rendered the same way and hydrated by the same lean bundle; their forms also
 * work without JavaScript, posting to the same addresses (subscription-routes.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOST_APP } from '../../../lib/app-manifest';
import { notFound } from '../../../lib/errors';
import { preferredLanguage } from '../../../lib/language';
import { markFrontendRequest } from '../../../plugins/request-logging';
import type { RouteDeps } from '../../route-deps';
import { addCustomDomainConstraint, CUSTOM_DOMAIN_CONSTRAINT, CUSTOM_HOST } from '../formats/custom-domain';
import { sendPublicMoved, withPageParameter } from '../http/moved';
import { isPromise } from '../http/send-public';
import type { PublicHistory, PublicIncidentDetail, PublicPageSnapshot } from '../snapshot/snapshot-types';
import { publicDocument } from './html-document';
import { type NotFoundNotice, notFoundStrings, withNoScriptNotice } from './not-found-notice';
import { type RenderedPage, RenderedPages, renderedPage } from './rendered-pages';
import type { PublicRenderer, RenderInput } from './ssr-bundle';
import { subscriptionRoutes } from './subscription-routes';

/** What the snapshot store answers (modules/public/snapshots.ts): the value, its JSON and ETag, staleness. */
type Served<T> = { snapshot: T; json: string; etag: string; stale: boolean };

/** What these routes read from the public snapshot store (`app.publicSnapshots`). */
export type PublicRenderSource = {
  get(slug: string): Promise<Served<PublicPageSnapshot> | null>;
  getByDomain(host: string): Promise<Served<PublicPageSnapshot> | null>;
  getIncident(slug: string, id: string): Promise<Served<PublicIncidentDetail> | null>;
  getHistory(slug: string, cursor: string | null): Promise<Served<PublicHistory> | null>;
  /** The page at `slug` when it is in memory and may be served as it is (no promise); else undefined. */
  cached?(slug: string): Served<PublicPageSnapshot> | undefined;
  /** The current slug of the published page that released `slug` (renamed), if any. */
  movedTo?(slug: string): Promise<string | null>;
};

/** `ctx` and `limiter`: for the subscription screens' form posts (the subscribers module's verbs and limits). */
export type PublicRenderOptions = RouteDeps & {
  publicUrl: string;
  repoRoot: string;
  /** The renderer, loaded on first use (see ssr-bundle.ts); null when none is built. */
  renderer: () => PublicRenderer | null;
  source: () => PublicRenderSource;
  /** The product's favicon, when the page has none. */
  defaultFavicon?: string;
};

/** The public API's caching (public-api.md): fresh for seconds, stale while revalidating or on errors. */
export const CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30, stale-if-error=86400';
const SLUG_MAX = 200;
const HISTORY_CURSOR = /^\d{4}-(0[1-9]|1[0-2])$/;

type Screen =
  | { kind: 'page' }
  | { kind: 'incident'; id: string }
  | { kind: 'history'; cursor: string | null };

/** The page a request addresses: by slug (own origin) or by the Host's custom domain. */
type Address = { kind: 'slug'; slug: string } | { kind: 'domain'; host: string };

type Query = { page?: unknown; lang?: unknown; cursor?: unknown };

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function languageOf(query: Query, fallback: 'en' | 'ru'): 'en' | 'ru' {
  return query.lang === 'en' || query.lang === 'ru' ? query.lang : fallback;
}

/** Accept-Encoding values seen (a handful in practice; bounded), with the encoding each chooses. */
const preferred = new Map<string, 'br' | 'gzip' | null>();

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let chosen = preferred.get(header);
  if (chosen === undefined) {
    chosen = chooseEncoding(header);
    if (preferred.size >= 100) preferred.clear();
    preferred.set(header, chosen);
  }
  return chosen;
}

function chooseEncoding(header: string): 'br' | 'gzip' | null {
  // q=0 refusals are rare enough for public pages; a client listing an encoding accepts it.
  if (/\bbr\b/.test(header) && !/\bbr;q=0(\.0*)?\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header) && !/\bgzip;q=0(\.0*)?\b/.test(header)) return 'gzip';
  return null;
}

export async function publicRenderRoutes(app: FastifyInstance, options: PublicRenderOptions): Promise<void> {
  const pages = new RenderedPages();
  const ownOrigin = new URL(options.publicUrl).origin;
  const hostIndex = path.join(options.repoRoot, HOST_APP.folder, 'dist', 'index.html');
  addCustomDomainConstraint(app, options.publicUrl);

  const strings = notFoundStrings(options.repoRoot);

  /**
   * The host's index.html. `missing`: no published page (or incident) at that address → 404, the body
   * still the host's page so a signed-in member's console shows the preview of an unpublished page.
   * `notice`: what a reader without JavaScript is told there, in `?lang=`, else `language` (the page's
   * default when the page is known), else the browser's (Accept-Language).
   */
  async function hostPage(
    request: FastifyRequest,
    reply: FastifyReply,
    missing = false,
    notice?: NotFoundNotice,
    language?: 'en' | 'ru',
  ) {
    const html = await readFile(hostIndex, 'utf8').catch(() => null);
    if (html === null) throw notFound('Status page not found');
    markFrontendRequest(request);
    let body = html;
    if (notice) {
      const lang = languageOf(
        request.query as Query,
        language ?? preferredLanguage(request.headers['accept-language']),
      );
      body = withNoScriptNotice(html, notice, lang, await strings(lang));
    }
    reply
      .status(missing ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', missing ? 'no-store' : 'no-cache');
    if (notice) reply.header('vary', 'Accept-Language');
    return reply.send(body);
  }

  function send(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', page.etag)
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
  }

  /** The absolute address of a screen, for <link rel=canonical> and og:url. */
  function canonical(address: Address, slug: string, screen: Screen, request: FastifyRequest): string {
    const base = address.kind === 'domain' ? `${request.protocol}://${address.host}` : ownOrigin;
    const root = address.kind === 'domain' ? '' : '/public-page';
    const query = address.kind === 'domain' ? '' : `?${new URLSearchParams({ page: slug })}`;
    if (screen.kind === 'incident') return `${base}${root}/incident/${encodeURIComponent(screen.id)}${query}`;
    if (screen.kind === 'history') return `${base}${root}/history${query}`;
    return `${base}${root || '/'}${query}`;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, address: Address, screen: Screen) {
    const renderer = options.renderer();
    if (!renderer) return hostPage(request, reply);
    const source = options.source();
    const page =
      address.kind === 'slug'
        ? address.slug.length <= SLUG_MAX
          ? (source.cached?.(address.slug) ?? (await source.get(address.slug)))
          : null
        : await source.getByDomain(address.host);
    if (!page) {
      const moved = address.kind === 'slug' ? await source.movedTo?.(address.slug) : null;
      if (moved) return sendPublicMoved(reply, 301, withPageParameter(request.url, moved));
      return hostPage(request, reply, true, { kind: 'page' });
    }
    const { slug, default_language: defaultLanguage } = page.snapshot.page;
    const served =
      screen.kind === 'incident'
        ? await source.getIncident(slug, screen.id)
        : screen.kind === 'history'
          ? await source.getHistory(slug, screen.cursor)
          : page;
    if (!served) {
      // The page is published: an unknown incident (or history) says so, with a link to the page.
      const requested = (request.query as Query).lang;
      const lang = requested === 'en' || requested === 'ru' ? `lang=${requested}` : '';
      const pageHref =
        address.kind === 'domain'
          ? `/${lang ? `?${lang}` : ''}`
          : `/public-page?${new URLSearchParams({ page: slug })}${lang ? `&${lang}` : ''}`;
      const notice: NotFoundNotice =
        screen.kind === 'incident' ? { kind: 'incident', pageHref } : { kind: 'page' };
      return hostPage(request, reply, true, notice, defaultLanguage);
    }

    const language = languageOf(request.query as Query, defaultLanguage);
    const links = address.kind === 'domain' ? { base: '' } : { slug };
    const screenKey =
      screen.kind === 'incident'
        ? `incident:${screen.id}`
        : screen.kind === 'history'
          ? `history:${screen.cursor ?? ''}`
          : 'page';
    const key = `${address.kind === 'domain' ? `domain:${address.host}` : `slug:${slug}`}|${screenKey}|${language}`;
    const version = `${served.etag}|${served.stale}`;
    const rendering = pages.get(key, version, async () => {
      const now = new Date().toISOString();
      const view =
        screen.kind === 'incident'
          ? { kind: 'incident', detail: served.snapshot }
          : screen.kind === 'history'
            ? { kind: 'history', history: served.snapshot, cursor: screen.cursor }
            : { kind: 'page', snapshot: served.snapshot };
      const input: RenderInput = { view, links, language, now, stale: served.stale };
      const output = await renderer.render(input);
      const info = page.snapshot.page;
      const html = publicDocument({
        language,
        rendered: output,
        scripts: renderer.scripts,
        canonicalUrl: canonical(address, slug, screen, request),
        faviconUrl: info.favicon_url ?? options.defaultFavicon ?? '/favicon.svg',
        faviconType: info.favicon_url ? null : 'image/svg+xml',
        imageUrl: info.logo_url,
        themeColor: info.brand_color,
      });
      return renderedPage(html, Date.now());
    });
    if (!isPromise(rendering)) return send(request, reply, rendering);
    let rendered: RenderedPage;
    try {
      rendered = await rendering;
    } catch (error) {
      // The page still reaches its visitor: the host's page renders it in the browser.
      request.log.error({ err: error }, 'the public page could not be rendered on the server');
      return hostPage(request, reply);
    }
    return send(request, reply, rendered);
  }

  // Precompressed above: @fastify/compress would only compress them again.
  const html = { compress: false as const, schema: { hide: true } };
  const slugOf = (request: FastifyRequest) => text((request.query as Query).page);
  const cursorOf = (request: FastifyRequest) => {
    const cursor = text((request.query as Query).cursor);
    return cursor && HISTORY_CURSOR.test(cursor) ? cursor : null;
  };
  const NO_SLUG: NotFoundNotice = { kind: 'no-slug' };
  const bySlug = (request: FastifyRequest): Address | null => {
    const slug = slugOf(request);
    return slug ? { kind: 'slug', slug } : null;
  };

  app.get('/public-page', html, async (request, reply) => {
    const address = bySlug(request);
    return address
      ? answer(request, reply, address, { kind: 'page' })
      : hostPage(request, reply, false, NO_SLUG);
  });
  app.get<{ Params: { id: string } }>('/public-page/incident/:id', html, async (request, reply) => {
    const address = bySlug(request);
    const screen: Screen = { kind: 'incident', id: request.params.id };
    return address ? answer(request, reply, address, screen) : hostPage(request, reply, false, NO_SLUG);
  });
  app.get('/public-page/history', html, async (request, reply) => {
    const address = bySlug(request);
    const screen: Screen = { kind: 'history', cursor: cursorOf(request) };
    return address ? answer(request, reply, address, screen) : hostPage(request, reply, false, NO_SLUG);
  });

  // The subscription screens and their form posts (subscription-routes.ts).
  await subscriptionRoutes(app, {
    ctx: options.ctx,
    limiter: options.limiter,
    ownOrigin,
    renderer: options.renderer,
    source: options.source,
    defaultFavicon: options.defaultFavicon,
    hostPage: (request, reply) => hostPage(request, reply),
  });

  // A page's custom domain: the same screens at its root. Other hosts never match these routes.
  const onDomain = { ...html, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } };
  const byDomain = (request: FastifyRequest): Address => ({
    kind: 'domain',
    host: request.headers.host ?? '',
  });
  app.get('/', onDomain, async (request, reply) =>
    answer(request, reply, byDomain(request), { kind: 'page' }),
  );
  app.get<{ Params: { id: string } }>('/incident/:id', onDomain, async (request, reply) =>
    answer(request, reply, byDomain(request), { kind: 'incident', id: request.params.id }),
  );
  app.get('/history', onDomain, async (request, reply) =>
    answer(request, reply, byDomain(request), { kind: 'history', cursor: cursorOf(request) }),
  );
}
