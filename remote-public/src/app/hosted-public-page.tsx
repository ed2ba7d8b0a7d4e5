import { type Api, ApiError, apiFetch, useSession } from '@statusdeck/shared';
import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import { calendarDay } from '@statusdeck/shared/time';
import { type MouseEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isPublicLanguage, PublicLanguageContext, usePublicT } from '../features/public-page/i18n';
import { PublicPageApp } from '../features/public-page/public-page-app';
import type {
  PublicHistory,
  PublicIncidentDetail,
  PublicLanguage,
  PublicPageSnapshot,
  PublicView,
} from '../features/public-page/types';

/**
 * The public page inside the host (module federation): fetched in the browser from the public API;
 * for a signed-in member, a page the public cannot see (unpublished) is previewed through the
 * console's preview endpoint. Only this file knows about the router and the session — the page's
 * components stay lean for the server-rendered and standalone bundles.
 */
export type HostedKind = 'page' | 'incident' | 'history';

/** `now`: when the data arrived, the page's "today" (read once, not on every render). */
type Loaded = { view: PublicView; preview: boolean; now: string };
type State = { status: 'loading' } | { status: 'error' } | ({ status: 'done' } & Loaded);

const enc = encodeURIComponent;

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The history a member previews: the snapshot's recent incidents by month (page time zone). */
function historyFromSnapshot(snapshot: PublicPageSnapshot): PublicHistory {
  const months = new Map<string, PublicPageSnapshot['recent']>();
  for (const incident of snapshot.recent) {
    const month = calendarDay(incident.started_at, snapshot.page.time_zone || 'UTC').slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), incident]);
  }
  return {
    page: snapshot.page,
    months: [...months].map(([month, incidents]) => ({ month, incidents })),
    next_cursor: null,
  };
}

function viewFromSnapshot(kind: HostedKind, snapshot: PublicPageSnapshot, id: string): PublicView {
  if (kind === 'page') return { kind: 'page', snapshot };
  if (kind === 'history') return { kind: 'history', history: historyFromSnapshot(snapshot) };
  const all = [
    ...snapshot.incidents,
    ...snapshot.maintenances.active,
    ...snapshot.maintenances.upcoming,
    ...snapshot.recent,
  ];
  const incident = all.find((candidate) => candidate.id === id);
  if (!incident) return { kind: 'not-found', what: 'incident' };
  const detail: PublicIncidentDetail = {
    page: snapshot.page,
    status: snapshot.status,
    incident,
    generated_at: snapshot.generated_at,
  };
  return { kind: 'incident', detail };
}

/** `lang`: the address's `?lang=`, in which incident names and texts come where written. */
async function loadPublic(
  kind: HostedKind,
  slug: string,
  id: string,
  cursor: string | null,
  lang: PublicLanguage | undefined,
): Promise<PublicView> {
  const base = `/v1/public/pages/${enc(slug)}`;
  const inLanguage = lang ? `?${new URLSearchParams({ lang })}` : '';
  if (kind === 'incident') {
    try {
      const detail = await apiFetch<PublicIncidentDetail>(`${base}/incidents/${enc(id)}${inLanguage}`, {
        auth: 'none',
      });
      return { kind: 'incident', detail };
    } catch (error) {
      if (!isNotFound(error)) throw error;
      // A published page without that incident says so, with a link to the page (the page's 404 rethrows).
      await apiFetch<PublicPageSnapshot>(base, { auth: 'none' });
      return { kind: 'not-found', what: 'incident' };
    }
  }
  if (kind === 'history') {
    const params = new URLSearchParams({ ...(cursor ? { cursor } : {}), ...(lang ? { lang } : {}) });
    const query = params.toString() ? `?${params}` : '';
    const history = await apiFetch<PublicHistory>(`${base}/history${query}`, { auth: 'none' });
    return { kind: 'history', history, cursor };
  }
  const snapshot = await apiFetch<PublicPageSnapshot>(`${base}${inLanguage}`, { auth: 'none' });
  return { kind: 'page', snapshot };
}

async function loadPreview(kind: HostedKind, slug: string, id: string): Promise<Loaded> {
  const pages = await apiFetch<Api.Page[]>('/v1/pages');
  const page = pages.find((candidate) => candidate.slug === slug);
  if (!page) return { view: { kind: 'not-found' }, preview: false, now: new Date().toISOString() };
  const snapshot = await apiFetch<PublicPageSnapshot>(`/v1/pages/${enc(page.id)}/public-preview`);
  return { view: viewFromSnapshot(kind, snapshot, id), preview: true, now: new Date().toISOString() };
}

const Centre = styled.div`
  max-width: 860px;
  margin: 0 auto;
  padding: 64px 16px;
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  color: #172b4d;
  & button {
    margin-top: 12px;
    padding: 8px 14px;
    border-radius: 6px;
    border: 1px solid #8590a2;
    background: #ffffff;
    color: #172b4d;
    font: inherit;
    cursor: pointer;
  }
  & button:focus-visible {
    outline: 2px solid #0c66e4;
    outline-offset: 2px;
  }
`;

function Loading() {
  const { t } = usePublicT();
  return (
    <Centre role="status" aria-live="polite">
      {t('public.loading')}
    </Centre>
  );
}

function LoadError({ retry }: { retry(): void }) {
  const { t } = usePublicT();
  return (
    <Centre role="alert">
      <h1>{t('public.loadError.title')}</h1>
      <p>{t('public.loadError.description')}</p>
      <button type="button" onClick={retry}>
        {t('public.loadError.retry')}
      </button>
    </Centre>
  );
}

/** Same-origin links of the page under /public-page move within the host's router, not by reload. */
function useRouterLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element).closest?.('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || anchor.target || !href.startsWith('/public-page')) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}

export function HostedPublicPage({ kind }: { kind: HostedKind }) {
  const [params] = useSearchParams();
  const { id = '' } = useParams();
  const slug = params.get('page') ?? '';
  const cursor = params.get('cursor');
  const langParam = params.get('lang');
  const lang = isPublicLanguage(langParam) ? langParam : undefined;
  // The host and the standalone app both provide the shared session.
  const sessionStatus = useSession().status;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const onClickCapture = useRouterLinks();
  const links = useMemo(() => publicPagePaths({ slug }), [slug]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    let live = true;
    const settle = (next: State) => {
      if (live) setState(next);
    };
    if (!slug) {
      const view: PublicView = { kind: 'not-found', what: 'no-slug' };
      settle({ status: 'done', view, preview: false, now: new Date().toISOString() });
      return;
    }
    // Until the session is known, a 404 cannot yet be told from an unpublished page.
    if (sessionStatus === 'loading') return;
    setState({ status: 'loading' });
    loadPublic(kind, slug, id, cursor, lang)
      .then((view) => settle({ status: 'done', view, preview: false, now: new Date().toISOString() }))
      .catch(async (error: unknown) => {
        if (!isNotFound(error)) return settle({ status: 'error' });
        if (sessionStatus !== 'signedIn')
          return settle({
            status: 'done',
            view: { kind: 'not-found' },
            preview: false,
            now: new Date().toISOString(),
          });
        try {
          settle({ status: 'done', ...(await loadPreview(kind, slug, id)) });
        } catch (previewError) {
          settle(
            isNotFound(previewError)
              ? { status: 'done', view: { kind: 'not-found' }, preview: false, now: new Date().toISOString() }
              : { status: 'error' },
          );
        }
      });
    return () => {
      live = false;
    };
  }, [kind, slug, id, cursor, lang, sessionStatus, attempt]);

  if (state.status !== 'done') {
    return (
      <PublicLanguageContext.Provider value={lang ?? 'en'}>
        {state.status === 'loading' ? <Loading /> : <LoadError retry={() => setAttempt((n) => n + 1)} />}
      </PublicLanguageContext.Provider>
    );
  }
  return (
    // Clicks on the page's links (keyboard activation included) are routed; the div itself does nothing.
    <div onClickCapture={onClickCapture}>
      <PublicPageApp
        key={state.view.kind === 'page' ? state.view.snapshot.page.id : kind}
        view={state.view}
        links={links}
        lang={lang}
        preview={state.preview}
        now={state.now}
      />
    </div>
  );
}

/** Any other path under /public-page: the public not-found screen, not the console's. */
export function HostedNotFound() {
  const [params] = useSearchParams();
  const lang = params.get('lang');
  return (
    <PublicPageApp
      view={{ kind: 'not-found' }}
      links={publicPagePaths({ slug: params.get('page') ?? undefined })}
      lang={isPublicLanguage(lang) ? lang : undefined}
    />
  );
}
