import { type ReactNode, useEffect } from 'react';
import styled from 'styled-components';
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
  & h1 {
    margin: 0 0 12px;
    font-size: 24px;
    line-height: 1.3;
  }
  & p {
    margin: 8px 0 0;
  }
`;

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
  children,
}: {
  lang: PublicLanguage;
  backHref?: string | null;
  children: ReactNode;
}) {
  return (
    <PublicLanguageContext.Provider value={lang}>
      <Root data-theme="auto" lang={lang} style={brandStyle(undefined)}>
        <Main>
          <Card>{children}</Card>
          {backHref && <BackLink href={backHref} />}
        </Main>
      </Root>
    </PublicLanguageContext.Provider>
  );
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
