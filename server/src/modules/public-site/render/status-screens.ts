/**
 * The status page's screens — the page, one incident, its history — rendered on the server by
 * remote-public's own components (its SSR bundle) from the public snapshot. The HTML embeds the input it
 * was rendered from and loads the lean hydration bundle; `?lang=en|ru` overrides the page's default
 * language. Each screen is cached per snapshot version (rendered-pages.ts) and sent as a cached document
 * (ETag/304, compressed once, the public Cache-Control).
 *
 * No published page (or incident) at the address → 404 with the host's page (host-page.ts), with a
 * `<noscript>` notice for readers without JavaScript; no renderer built → the host's page.
 */
import type { PublicView } from '@statusdeck/shared/public-site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageGate } from '../../page-access/gate';
import { type AddressConfig, addressOfPublicPage } from '../../pages/page-address';
import { CUSTOM_DOMAIN_CONSTRAINT, CUSTOM_HOST } from '../formats/custom-domain';
import { sendPublicMoved, withPageParameter } from '../http/moved';
import { isPromise, sendCachedDocument } from '../http/send-public';
import { inLanguage } from '../snapshot/localized';
import type { PublicHistory, PublicIncidentDetail, PublicPageSnapshot } from '../snapshot/snapshot-types';
import type { PublicSnapshots } from '../snapshot/snapshots';
import { accessBase, readerBarHtml, sendAccessScreen } from './access-screen';
import type { HostPage } from './host-page';
import { publicDocument } from './html-document';
import type { NotFoundNotice } from './not-found-notice';
import type { PublicRenderer, RenderInput } from './render-types';
import { type RenderedPage, RenderedPages, renderedPage } from './rendered-pages';
import { pageParameter, requestedLanguage, SLUG_MAX } from './request-query';

export type Screen =
  | { kind: 'page' }
  | { kind: 'incident'; id: string }
  | { kind: 'history'; cursor: string | null };

/** The page a request addresses: by slug (own origin) or by the Host (custom domain or subdomain). */
export type Address = { kind: 'slug'; slug: string } | { kind: 'domain'; host: string };

export type ScreenDeps = {
  /** Where canonical links point: the page's best address (pages/page-address.ts). */
  config: AddressConfig;
  /** The renderer, loaded on first use (see ssr-bundle.ts); null when none is built. */
  renderer: () => PublicRenderer | null;
  snapshots: PublicSnapshots;
  hostPage: HostPage;
  /** Who may read a private page. */
  gate: PageGate;
};

const HTML_TYPE = 'text/html; charset=utf-8';

/** Sent as cached documents, compressed once per ETag: @fastify/compress would only compress them again. */
export const HTML_ROUTE = { compress: false as const, schema: { hide: true } };
/** The same screens at the root of a page's custom domain; other hosts never match these routes. */
export const ON_CUSTOM_DOMAIN = { ...HTML_ROUTE, constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST } };

const NO_SLUG: NotFoundNotice = { kind: 'no-slug' };

export type StatusScreens = {
  /** The screen of the page `?page=` names; without one, the host's page with its notice. */
  bySlug(request: FastifyRequest, reply: FastifyReply, screen: Screen): Promise<FastifyReply>;
  /** The screen of the page whose custom domain the Host header names. */
  byDomain(request: FastifyRequest, reply: FastifyReply, screen: Screen): Promise<FastifyReply>;
};

export function statusScreens(deps: ScreenDeps): StatusScreens {
  const pages = new RenderedPages();
  const { snapshots, hostPage } = deps;

  /**
   * The absolute address of a screen, for <link rel=canonical> and og:url: at the page's best address,
   * whichever of its addresses (PUBLIC_URL, custom domain, subdomain) the request came to.
   */
  function canonical(page: PublicPageSnapshot['page'], screen: Screen): string {
    const paths = addressOfPublicPage(deps.config, page);
    if (screen.kind === 'incident') return paths.incident(screen.id);
    if (screen.kind === 'history') return paths.history();
    return paths.page();
  }

  const sendShared = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage) =>
    sendCachedDocument(request, reply, { body: page.html, etag: page.etag, contentType: HTML_TYPE });

  async function answer(request: FastifyRequest, reply: FastifyReply, address: Address, screen: Screen) {
    const page =
      address.kind === 'slug'
        ? address.slug.length <= SLUG_MAX
          ? (snapshots.cached(address.slug) ?? (await snapshots.get(address.slug)))
          : null
        : await snapshots.getByDomain(address.host);
    if (!page) {
      const moved = address.kind === 'slug' ? await snapshots.movedTo(address.slug) : null;
      if (moved) return sendPublicMoved(reply, 301, withPageParameter(request.url, moved));
      return hostPage(request, reply, { missing: true, notice: { kind: 'page' } });
    }
    const { slug, default_language: defaultLanguage } = page.snapshot.page;
    // A private page: its readers only (page-access/gate.ts); anyone else gets its access screen.
    const base = accessBase(page.snapshot.page, address.kind === 'domain');
    const reader = await deps.gate.admit(request, reply, page.snapshot.page);
    if (!reader) {
      const language = requestedLanguage(request) ?? defaultLanguage;
      return sendAccessScreen(reply, page.snapshot.page, { language, base });
    }
    const renderer = deps.renderer();
    if (!renderer) return hostPage(request, reply);
    const served =
      screen.kind === 'incident'
        ? await snapshots.getIncident(slug, screen.id)
        : screen.kind === 'history'
          ? await snapshots.getHistory(slug, screen.cursor)
          : page;
    if (!served) {
      // The page is published: an unknown incident (or history) says so, with a link to the page.
      const requested = requestedLanguage(request);
      const lang = requested ? `lang=${requested}` : '';
      const pageHref =
        address.kind === 'domain'
          ? `/${lang ? `?${lang}` : ''}`
          : `/public-page?${new URLSearchParams({ page: slug })}${lang ? `&${lang}` : ''}`;
      const notice: NotFoundNotice =
        screen.kind === 'incident' ? { kind: 'incident', pageHref } : { kind: 'page' };
      return hostPage(request, reply, { missing: true, notice, language: defaultLanguage });
    }

    const language = requestedLanguage(request) ?? defaultLanguage;
    /** A private page's reader gets the page with their bar (private links, sign-out), never a shared copy. */
    const send = async (request: FastifyRequest, reply: FastifyReply, rendered: RenderedPage) => {
      if (reader === 'public') return sendShared(request, reply, rendered);
      // A member previewing from the console gets no private feed links: those belong to readers.
      const token = reader.memberId ? null : await deps.gate.readerToken(reader);
      const bar = readerBarHtml(page.snapshot.page, { language, base, formatsOrigin: '', token });
      return reply.header('content-type', HTML_TYPE).send(rendered.html.replace('<body>', `<body>${bar}`));
    };
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
      // `served` is the snapshot the screen asked for above, read in the screen's language.
      const view: PublicView =
        screen.kind === 'incident'
          ? { kind: 'incident', detail: inLanguage(served.snapshot as PublicIncidentDetail, language) }
          : screen.kind === 'history'
            ? {
                kind: 'history',
                history: inLanguage(served.snapshot as PublicHistory, language),
                cursor: screen.cursor,
              }
            : { kind: 'page', snapshot: inLanguage(served.snapshot as PublicPageSnapshot, language) };
      const input: RenderInput = { view, links, language, now, stale: served.stale };
      const output = await renderer.render(input);
      const info = page.snapshot.page;
      const html = publicDocument({
        language,
        rendered: output,
        scripts: renderer.scripts,
        canonicalUrl: canonical(info, screen),
        faviconUrl: info.favicon_url ?? '/favicon.svg',
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

  return {
    bySlug: async (request, reply, screen) => {
      const slug = pageParameter(request);
      if (!slug) return hostPage(request, reply, { notice: NO_SLUG });
      return answer(request, reply, { kind: 'slug', slug }, screen);
    },
    byDomain: async (request, reply, screen) =>
      answer(request, reply, { kind: 'domain', host: request.headers.host ?? '' }, screen),
  };
}
