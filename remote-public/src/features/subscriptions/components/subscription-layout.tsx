import { type ReactNode, useEffect } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { TextLink } from '../../public-page/components/primitives';
import { PublicLanguageContext, usePublicT } from '../../public-page/i18n';
import { brandStyle, font, themeCss, v } from '../../public-page/theme';
import type { PublicLanguage } from '../../public-page/types';

const Root = styled.div`
  ${themeCss}
  min-height: 100vh;
  background: ${v.subtle};
  color: ${v.text};
  font-family: ${font};
  font-size: 16px;
  line-height: 1.5;
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
`;

/** The stand-alone screens own the document: no browser frame around the grey background. */
const DocumentStyle = createGlobalStyle`
  body {
    margin: 0;
  }
`;

const Main = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: 48px 16px;
`;

const Card = styled.div`
  padding: 24px;
  border-radius: 8px;
  background: ${v.surface};
  border: 1px solid ${v.border};
  /* A long address (an e-mail is up to 254 characters) wraps inside the card. */
  overflow-wrap: anywhere;
  & h1 {
    margin: 0 0 12px;
    font-size: 24px;
    line-height: 1.3;
  }
  & p {
    margin: 8px 0 0;
  }
  /* The intro text stands apart from the form or block it introduces. */
  & > p + form,
  & > p + div,
  & > p + fieldset {
    margin-top: 20px;
  }
  & hr {
    margin: 24px 0 16px;
    border: 0;
    border-top: 1px solid ${v.border};
  }
`;

const PageName = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
  font-size: 20px;
  font-weight: 700;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

// A fixed height, as on the status page, so the card does not jump when the logo arrives.
const Logo = styled.img`
  display: block;
  height: 32px;
  width: auto;
  max-width: 160px;
  object-fit: contain;
`;

/** The look of the page a screen is about, kept on its subscription screens (with or without JavaScript). */
export type PageLook = {
  name: string;
  logo_url: string | null;
  brand_color: string;
  theme: 'light' | 'dark' | 'auto';
};

const Footer = styled.p`
  margin: 16px 0 0;
  text-align: center;
`;

/** Sets the document title while the screen shows (the lean bundle has no shared useDocumentTitle). */
export function useScreenTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The frame of the subscription screens: the public page's theme, one card, a link back to the page. */
function BackLink({ href }: { href: string }) {
  const { t } = usePublicT();
  return (
    <Footer>
      <TextLink href={href}>{t('public.subscriptions.backToPage')}</TextLink>
    </Footer>
  );
}

export function SubscriptionLayout({
  lang,
  backHref,
  page,
  children,
}: {
  lang: PublicLanguage;
  backHref?: string | null;
  /** The page's name, logo, colour and theme, once known. */
  page?: PageLook | null;
  children: ReactNode;
}) {
  return (
    <PublicLanguageContext.Provider value={lang}>
      <DocumentStyle />
      <Root data-theme={page?.theme ?? 'auto'} lang={lang} style={brandStyle(page?.brand_color)}>
        <Main>
          {page ? (
            <PageName>
              {page.logo_url ? <Logo src={page.logo_url} alt="" /> : null}
              <span>{page.name}</span>
            </PageName>
          ) : null}
          <Card>{children}</Card>
          {backHref && <BackLink href={backHref} />}
        </Main>
      </Root>
    </PublicLanguageContext.Provider>
  );
}

/**
 * The status page's address in the language the screen is shown in (its `?lang=`), so that "Back to the
 * status page" does not fall back to the page's default or the browser's language.
 */
export function withLanguage(href: string, lang: PublicLanguage): string {
  const hashAt = href.indexOf('#');
  const base = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const queryAt = base.indexOf('?');
  const params = new URLSearchParams(queryAt < 0 ? '' : base.slice(queryAt + 1));
  params.set('lang', lang);
  return `${queryAt < 0 ? base : base.slice(0, queryAt)}?${params}${hash}`;
}

/** Where a screen links back to the status page: /public-page?page=slug unless told otherwise. */
export const defaultPageHref = (slug: string) => `/public-page?page=${encodeURIComponent(slug)}`;

export type ScreenCommonProps = {
  apiOrigin?: string;
  /** The language to show; defaults to English (the screens do not know the page before loading). */
  lang?: PublicLanguage;
  /** The status page's address for a slug (custom domain / standalone: pass `() => '/'`). */
  pageHref?: (slug: string) => string;
};
