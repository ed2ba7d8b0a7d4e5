/**
 * The standalone deployment's settings, from `config.js` next to index.html (the deployer edits it):
 *   window.STATUSDECK_PUBLIC = { apiOrigin: 'https://status-api.example.com', page: 'acme' };
 * `apiOrigin`: where the product's public API answers (CORS: it sends Access-Control-Allow-Origin: *);
 * `page`: the slug shown when the address has no `?page=`.
 */
import type { PublicLanguage } from '../features/public-page/types';

export type StandaloneConfig = { apiOrigin: string; page: string | null };

declare global {
  interface Window {
    STATUSDECK_PUBLIC?: { apiOrigin?: unknown; page?: unknown };
  }
}

export function readStandaloneConfig(win: Window = window): StandaloneConfig {
  const raw = win.STATUSDECK_PUBLIC ?? {};
  const apiOrigin = typeof raw.apiOrigin === 'string' && raw.apiOrigin.trim() ? raw.apiOrigin.trim() : '';
  const page = typeof raw.page === 'string' && raw.page.trim() ? raw.page.trim() : null;
  // An empty origin means "the same origin": the standalone files served beside the API.
  return { apiOrigin: apiOrigin.replace(/\/+$/, ''), page };
}

export type StandaloneRoute =
  | { kind: 'page'; slug: string }
  | { kind: 'incident'; slug: string; id: string }
  | { kind: 'history'; slug: string; cursor: string | null }
  | { kind: 'not-found' };

const INCIDENT = /^\/public-page\/incident\/([^/]+)\/?$/;
const HISTORY = /^\/public-page\/history\/?$/;

/**
 * The screen an address names: `/public-page`, `/public-page/incident/{id}`, `/public-page/history[?cursor=]`,
 * each with an optional `?page={slug}` (else config.js's page); any path outside /public-page/ is the page.
 */
export function standaloneRoute(
  location: { pathname: string; search: string },
  config: StandaloneConfig,
): StandaloneRoute {
  const query = new URLSearchParams(location.search);
  const slug = query.get('page')?.trim() || config.page;
  if (!slug) return { kind: 'not-found' };
  const incident = INCIDENT.exec(location.pathname);
  if (incident?.[1]) return { kind: 'incident', slug, id: decodeURIComponent(incident[1]) };
  if (HISTORY.test(location.pathname)) return { kind: 'history', slug, cursor: query.get('cursor') || null };
  if (location.pathname.startsWith('/public-page/') && location.pathname !== '/public-page/')
    return { kind: 'not-found' };
  return { kind: 'page', slug };
}

/**
 * The public API address of a route's data; with `lang` (the address's `?lang=`), incident names and texts
 * come in that language where written.
 */
export function standaloneApiUrl(
  route: StandaloneRoute,
  config: StandaloneConfig,
  lang: PublicLanguage | null = null,
): string | null {
  if (route.kind === 'not-found') return null;
  const page = `${config.apiOrigin}/v1/public/pages/${encodeURIComponent(route.slug)}`;
  const query = new URLSearchParams();
  if (route.kind === 'history' && route.cursor) query.set('cursor', route.cursor);
  if (lang) query.set('lang', lang);
  const search = query.toString() ? `?${query}` : '';
  if (route.kind === 'incident') return `${page}/incidents/${encodeURIComponent(route.id)}${search}`;
  if (route.kind === 'history') return `${page}/history${search}`;
  return `${page}${search}`;
}
