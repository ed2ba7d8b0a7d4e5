import { publicFormatPaths } from '@statusdeck/shared/public-site/paths';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { SubscribeButton } from '../subscriptions/subscribe-button';
import { HistoryScreen } from './components/history-screen';
import { IncidentScreen } from './components/incident-screen';
import { LanguageSwitcher } from './components/language-switcher';
import { NotFound } from './components/not-found-screen';
import { PageHeader } from './components/page-header';
import { PageScreen } from './components/page-screen';
import { PublicDocumentStyle } from './global-style';
import { isPublicLanguage, PublicLanguageContext, usePublicT } from './i18n';
import { linksInLanguage, type PublicLinks } from './page-links';
import { brandStyle, font, themeCss, v } from './theme';
import { safeTimeZone, TimeZoneContext, useVisitorTimeZone } from './time';
import type { PublicComponentEntry, PublicLanguage, PublicPageInfo, PublicView } from './types';

export type { PublicLinks } from './page-links';
export type { PublicView } from './types';

export interface PublicPageAppProps {
  view: PublicView;
  links: PublicLinks;
  /** The time the page is rendered for (ISO); defaults to the data's generated_at. Never read from the clock in render. */
  now?: string;
  /** The server could not rebuild the data: say when it was last updated. */
  stale?: boolean;
  /** The language asked for (?lang=); otherwise the page's default language. */
  lang?: PublicLanguage;
  /** Replaces the subscribe button (by default the subscribe dialog of features/subscriptions). */
  subscribeSlot?: ReactNode;
  /** Where the public API answers, for the subscribe dialog: '' = this origin (standalone: its API origin). */
  apiOrigin?: string;
  /** A member's preview of a page (published or not) inside the console. */
  preview?: boolean;
  /** Called after an in-place language switch; by default the address gets the new ?lang=. */
  onLanguageChange?(lang: PublicLanguage, href: string): void;
}

/** The components a visitor may choose to subscribe to, with their group's name. */
function subscribableComponents(entries: PublicComponentEntry[]) {
  return entries.flatMap((entry) =>
    entry.type === 'group'
      ? entry.components.map((component) => ({ id: component.id, name: component.name, group: entry.name }))
      : [{ id: entry.id, name: entry.name }],
  );
}

function pageOf(view: PublicView): PublicPageInfo | null {
  if (view.kind === 'page') return view.snapshot.page;
  if (view.kind === 'incident') return view.detail.page;
  if (view.kind === 'history') return view.history.page;
  return null;
}

/** The document title of a view: "Incident · Page", "Page", or the not-found title. */
export function publicDocumentTitle(view: PublicView, t: TFunction): string {
  const page = pageOf(view);
  if (!page) {
    return view.kind === 'not-found' && view.what === 'incident'
      ? t('public.notFound.incidentTitle')
      : t('public.notFound.title');
  }
  if (view.kind === 'incident') return `${view.detail.incident.name} · ${page.name}`;
  if (view.kind === 'history') return `${t('public.history.title')} · ${page.name}`;
  return page.name;
}

const Root = styled.div`
  ${themeCss}
  /* Its own formatting context: a first child's top margin stays inside the themed background. */
  display: flow-root;
  min-height: 100vh;
  background: ${v.bg};
  color: ${v.text};
  font-family: ${font};
  font-size: 16px;
  line-height: 1.5;
  -webkit-text-size-adjust: 100%;
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
  @media (prefers-reduced-motion: reduce) {
    & *,
    & *::before,
    & *::after {
      transition: none !important;
      animation: none !important;
    }
  }
`;

const Container = styled.div`
  max-width: 860px;
  margin: 0 auto;
  padding: 0 16px;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 10;
  padding: 8px 12px;
  border-radius: 4px;
  background: ${v.brand};
  color: ${v.onBrand};
  &:focus {
    top: 8px;
  }
`;

const Ribbon = styled.p`
  margin: 0;
  padding: 8px 16px;
  text-align: center;
  font-weight: 600;
  background: ${v.toneFill('maintenance')};
  color: ${v.toneOn('maintenance')};
`;

const Footer = styled.footer`
  margin-top: 48px;
  padding: 24px 0 40px;
  border-top: 1px solid ${v.border};
  color: ${v.muted};
  font-size: 14px;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  & a {
    color: ${v.muted};
  }
`;

function Screen({
  view,
  links,
  now,
  stale,
}: {
  view: PublicView;
  links: PublicLinks;
  now: string;
  stale?: boolean;
}) {
  switch (view.kind) {
    case 'page':
      return <PageScreen snapshot={view.snapshot} links={links} now={now} stale={stale} />;
    case 'incident':
      return <IncidentScreen detail={view.detail} links={links} />;
    case 'history':
      return <HistoryScreen history={view.history} links={links} />;
    default:
      return <NotFound what={view.what} links={links} />;
  }
}

function Frame(props: PublicPageAppProps & { onSwitch(lang: PublicLanguage, href: string): void }) {
  const { view, links, stale, subscribeSlot, preview } = props;
  const { t } = usePublicT();
  const page = pageOf(view);
  const now =
    props.now ??
    (view.kind === 'page'
      ? view.snapshot.generated_at
      : view.kind === 'incident'
        ? view.detail.generated_at
        : '1970-01-01T00:00:00Z');
  const title = publicDocumentTitle(view, t);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const hrefFor = (lang: PublicLanguage) =>
    view.kind === 'incident'
      ? links.incident(view.detail.incident.id, lang)
      : view.kind === 'history'
        ? links.history(view.cursor, lang)
        : links.page(lang);

  const subscribe =
    page?.allow_subscribers && view.kind !== 'not-found'
      ? (subscribeSlot ?? (
          <SubscribeButton
            slug={page.slug}
            apiOrigin={props.apiOrigin}
            components={view.kind === 'page' ? subscribableComponents(view.snapshot.components) : []}
            href={links.subscribe()}
          />
        ))
      : null;

  return (
    <>
      <SkipLink href="#public-main">{t('public.skipToContent')}</SkipLink>
      {preview ? (
        <section aria-label={t('public.previewLabel')}>
          <Ribbon role="note">{t('public.preview')}</Ribbon>
        </section>
      ) : null}
      <Container>
        {page ? (
          <PageHeader
            page={page}
            links={links}
            headingLevel={view.kind === 'page' ? 'h1' : 'p'}
            subscribe={subscribe}
            calendarHref={publicFormatPaths(page.slug, props.apiOrigin ?? '').calendar()}
          />
        ) : null}
        <main id="public-main" tabIndex={-1}>
          <Screen view={view} links={links} now={now} stale={stale} />
        </main>
        <Footer>
          {page ? <LanguageSwitcher hrefFor={hrefFor} onChange={props.onSwitch} /> : <span />}
          <span>{t('public.poweredBy')}</span>
        </Footer>
      </Container>
    </>
  );
}

/**
 * The public status page: the same components render on the server (SSR), hydrate in the lean
 * bundle, run in the standalone deployment and inside the host. Everything it needs comes in as
 * props; it reads no clock, no session and no router.
 */
export function PublicPageApp(props: PublicPageAppProps) {
  const page = pageOf(props.view);
  const defaultLanguage = page?.default_language ?? 'en';
  const [chosen, setChosen] = useState<PublicLanguage | null>(null);
  const lang = chosen ?? (isPublicLanguage(props.lang) ? props.lang : defaultLanguage);
  const visitor = useVisitorTimeZone();
  const zones = useMemo(() => ({ page: safeTimeZone(page?.time_zone), visitor }), [page?.time_zone, visitor]);
  const links = useMemo(
    () => linksInLanguage(props.links, lang === defaultLanguage ? undefined : lang),
    [props.links, lang, defaultLanguage],
  );

  const onSwitch = (next: PublicLanguage, href: string) => {
    setChosen(next);
    if (props.onLanguageChange) props.onLanguageChange(next, href);
    else window.history.replaceState(window.history.state, '', href);
  };

  const theme = page?.theme ?? 'auto';
  return (
    <PublicLanguageContext.Provider value={lang}>
      <TimeZoneContext.Provider value={zones}>
        <PublicDocumentStyle $theme={theme} />
        <Root data-theme={theme} lang={lang} style={brandStyle(page?.brand_color)}>
          <Frame {...props} links={links} onSwitch={onSwitch} />
        </Root>
      </TimeZoneContext.Provider>
    </PublicLanguageContext.Provider>
  );
}
