/**
 * The standalone public page: remote-public's dist on an origin of its own (static files only),
 * rendering the page in the browser from the public API named by config.js. Lean like the hydration
 * bundle; the one request before the first paint is the public API's JSON (translations are inlined).
 */
import type { i18n } from 'i18next';
import { createRoot, type Root } from 'react-dom/client';
import { documentHead } from './document-head';
import { installIntlCache } from './intl-cache';
import { createPublicI18n } from './public-i18n';
import { PublicRoot } from './public-root';

installIntlCache();

import {
  isPublicLanguage,
  type PublicLanguage,
  type PublicRenderInput,
  type PublicView,
} from './render-input';
import {
  readStandaloneConfig,
  type StandaloneRoute,
  standaloneApiUrl,
  standaloneRoute,
} from './standalone-config';
import { StandaloneFailure } from './standalone-failure';

type Loaded = { kind: 'view'; view: PublicView; stale: boolean } | { kind: 'failed' };

declare global {
  interface Window {
    /** The request index.html's inline script (standalone-preload.js) started before this bundle arrived. */
    __STATUSDECK_PRELOAD__?: { url: string; response: Promise<Response> };
  }
}

async function load(url: string | null, fetchImpl: typeof fetch, win: Window): Promise<Loaded> {
  if (!url) return { kind: 'view', view: { kind: 'not-found' } as PublicView, stale: false };
  const preload = win.__STATUSDECK_PRELOAD__;
  win.__STATUSDECK_PRELOAD__ = undefined;
  try {
    const response =
      preload?.url === url
        ? await preload.response
        : await fetchImpl(url, { credentials: 'omit', headers: { accept: 'application/json' } });
    if (response.status === 404)
      return { kind: 'view', view: { kind: 'not-found' } as PublicView, stale: false };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'view', view: await response.json(), stale: false };
  } catch {
    return { kind: 'failed' };
  }
}

function toView(route: StandaloneRoute, body: unknown): PublicView {
  if (route.kind === 'incident') return { kind: 'incident', detail: body } as PublicView;
  if (route.kind === 'history') return { kind: 'history', history: body, cursor: route.cursor } as PublicView;
  if (route.kind === 'page') return { kind: 'page', snapshot: body } as PublicView;
  return { kind: 'not-found' } as PublicView;
}

function pageLanguage(view: PublicView): PublicLanguage | null {
  type WithPage = { page?: { default_language?: unknown } };
  const holder = view as { snapshot?: WithPage; detail?: WithPage; history?: WithPage };
  const page = (holder.snapshot ?? holder.detail ?? holder.history)?.page;
  return isPublicLanguage(page?.default_language) ? page.default_language : null;
}

function visitorLanguage(win: Window): PublicLanguage {
  return win.navigator.language?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

export type StandaloneStart = { root: Root; i18n: i18n; input: PublicRenderInput | null };

/** Reads config.js and the address, fetches the screen's JSON and renders it into #root. */
export async function startStandalonePublicPage(
  win: Window = window,
  fetchImpl: typeof fetch = win.fetch.bind(win),
): Promise<StandaloneStart | null> {
  const container = win.document.getElementById('root');
  if (!container) return null;
  const config = readStandaloneConfig(win);
  const route = standaloneRoute(win.location, config);
  const requested = new URLSearchParams(win.location.search).get('lang');
  const lang = isPublicLanguage(requested) ? requested : null;
  const loaded = await load(standaloneApiUrl(route, config, lang), fetchImpl, win);
  const root = createRoot(container);

  if (loaded.kind === 'failed') {
    const language = isPublicLanguage(requested) ? requested : visitorLanguage(win);
    const i18n = createPublicI18n(language);
    win.document.documentElement.lang = language;
    root.render(<StandaloneFailure i18n={i18n} onRetry={() => win.location.reload()} />);
    return { root, i18n, input: null };
  }

  const view = loaded.view.kind === 'not-found' ? loaded.view : toView(route, loaded.view);
  const language = isPublicLanguage(requested) ? requested : (pageLanguage(view) ?? visitorLanguage(win));
  const slug = route.kind === 'not-found' ? null : route.slug;
  const input: PublicRenderInput = {
    view,
    links: slug && slug !== config.page ? { slug } : {},
    language,
    now: new Date().toISOString(),
    stale: loaded.stale,
    apiOrigin: config.apiOrigin,
  };
  const i18n = createPublicI18n(language);
  win.document.documentElement.lang = language;
  win.document.title = documentHead(input, i18n).title;
  root.render(<PublicRoot input={input} i18n={i18n} />);
  return { root, i18n, input };
}
