import type { Api } from '@statusdeck/shared';
import type { PublicFailure, SubscribeFormInitial } from '@statusdeck/shared/public-site';
import { subscriptionPaths } from '@statusdeck/shared/public-site/paths';
import { useCallback, useEffect, useState } from 'react';
import { usePublicT } from '../public-page/i18n';
import { getPublicPage } from './api/get-public-page';
import type { ComponentOption } from './components/component-choice';
import { LoadFailed, LoadingSubscription } from './components/link-states';
import { SubscribeForm } from './components/subscribe-form';
import {
  defaultPageHref,
  type ScreenCommonProps,
  SubscriptionLayout,
  useScreenTitle,
  withLanguage,
} from './components/subscription-layout';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; failure: PublicFailure }
  | { kind: 'ready'; snapshot: Api.PublicPageSnapshot };

/** The page's components as a flat list in page order, each with its group's name. */
export function componentOptions(snapshot: Api.PublicPageSnapshot): ComponentOption[] {
  return snapshot.components.flatMap((entry) =>
    entry.type === 'group'
      ? entry.components.map((component) => ({ id: component.id, name: component.name, group: entry.name }))
      : [{ id: entry.id, name: entry.name }],
  );
}

export type SubscribeScreenProps = ScreenCommonProps & {
  /** `?page=`: the page's slug (null when the address has none). */
  slug: string | null;
  /**
   * The page as the server rendered it (server-rendered screen): shown at once, not loaded again;
   * null = the server found no such page. Absent = loaded from the public API.
   */
  initialSnapshot?: Api.PublicPageSnapshot | null;
  /** The outcome of this screen's form post, rendered by the server (a browser without JavaScript). */
  initialForm?: SubscribeFormInitial;
};

function Content({
  state,
  slug,
  apiOrigin,
  lang,
  initialForm,
  retry,
}: {
  state: State;
  slug: string;
  apiOrigin: string;
  lang?: string;
  initialForm?: SubscribeFormInitial;
  retry(): void;
}) {
  const { t } = usePublicT();
  const snapshot = state.kind === 'ready' ? state.snapshot : null;
  useScreenTitle(
    snapshot
      ? `${t('public.subscriptions.dialog.title')} · ${snapshot.page.name}`
      : t('public.subscriptions.dialog.title'),
  );
  if (state.kind === 'loading') return <LoadingSubscription />;
  if (state.kind === 'failed') return <LoadFailed failure={state.failure} onRetry={retry} />;
  if (!snapshot) {
    return (
      <>
        <h1>{t('public.subscriptions.subscribeScreen.missingTitle')}</h1>
        <p>{t('public.subscriptions.errors.pageNotFound')}</p>
      </>
    );
  }
  if (!snapshot.page.allow_subscribers) {
    return (
      <>
        <h1>{t('public.subscriptions.subscribeScreen.heading', { page: snapshot.page.name })}</h1>
        <p>{t('public.subscriptions.errors.disabled')}</p>
      </>
    );
  }
  return (
    <>
      <h1>{t('public.subscriptions.subscribeScreen.heading', { page: snapshot.page.name })}</h1>
      <p>{t('public.subscriptions.dialog.description')}</p>
      <SubscribeForm
        slug={slug}
        apiOrigin={apiOrigin}
        components={componentOptions(snapshot)}
        action={subscriptionPaths(apiOrigin).subscribe(slug, lang)}
        initial={initialForm}
      />
    </>
  );
}

/**
 * /public-page/subscribe?page=slug: where the subscribe button leads without JavaScript, and a page of its
 * own for links. Loads the page (its name, whether it takes subscribers, its components) from the public API,
 * unless the server rendered it. Its form posts to its own address without JavaScript.
 */
export function SubscribeScreen({
  slug,
  apiOrigin = '',
  lang,
  pageHref = defaultPageHref,
  initialSnapshot,
  initialForm,
}: SubscribeScreenProps) {
  const given = initialSnapshot !== undefined;
  const [state, setState] = useState<State>(() =>
    initialSnapshot
      ? { kind: 'ready', snapshot: initialSnapshot }
      : slug && !given
        ? { kind: 'loading' }
        : { kind: 'missing' },
  );
  const load = useCallback(async () => {
    if (!slug) return;
    setState({ kind: 'loading' });
    const result = await getPublicPage(apiOrigin, slug);
    if (result.ok) setState({ kind: 'ready', snapshot: result.data });
    else if (result.failure.status === 404) setState({ kind: 'missing' });
    else setState({ kind: 'failed', failure: result.failure });
  }, [apiOrigin, slug]);
  useEffect(() => {
    if (!given) void load();
  }, [load, given]);
  const language = lang ?? (state.kind === 'ready' ? state.snapshot.page.default_language : 'en');
  return (
    <SubscriptionLayout
      lang={language}
      backHref={slug && state.kind !== 'missing' ? withLanguage(pageHref(slug), language) : null}
      page={state.kind === 'ready' ? state.snapshot.page : null}
    >
      <Content
        state={state}
        slug={slug ?? ''}
        apiOrigin={apiOrigin}
        lang={lang}
        initialForm={initialForm}
        retry={() => void load()}
      />
    </SubscriptionLayout>
  );
}
