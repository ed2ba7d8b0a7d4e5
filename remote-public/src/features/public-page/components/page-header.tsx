import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePublicT } from '../i18n';
import type { PublicLinks } from '../page-links';
import { v } from '../theme';
import type { PublicPageInfo } from '../types';
import { focusRing, TextLink } from './primitives';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding: 24px 0 8px;
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  color: ${v.text};
  text-decoration: none;
  border-radius: 4px;
  ${focusRing}
`;

// A fixed height, so the header does not jump when the logo arrives.
const Logo = styled.img`
  display: block;
  height: 40px;
  width: auto;
  max-width: 200px;
  object-fit: contain;
`;

const Name = styled.span`
  margin: 0;
  font-size: 24px;
  font-weight: 700;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  font-size: 14px;
`;

/**
 * The page's name and logo (a link to the page), its website and support links, its maintenance calendar
 * and the subscribe button.
 */
export function PageHeader({
  page,
  links,
  headingLevel,
  subscribe,
  calendarHref,
}: {
  page: PublicPageInfo;
  links: PublicLinks;
  headingLevel: 'h1' | 'p';
  subscribe: ReactNode;
  /** The page's maintenance.ics, where the product serves it. */
  calendarHref: string;
}) {
  const { t } = usePublicT();
  return (
    <Header>
      <Brand href={links.page()}>
        {page.logo_url ? <Logo src={page.logo_url} alt="" height={40} /> : null}
        <Name as={headingLevel}>{page.name}</Name>
      </Brand>
      <Tools>
        {page.website_url ? (
          <TextLink href={page.website_url} rel="noopener">
            {t('public.website')}
          </TextLink>
        ) : null}
        {page.support_url ? (
          <TextLink href={page.support_url} rel="noopener">
            {t('public.support')}
          </TextLink>
        ) : null}
        <TextLink href={calendarHref} type="text/calendar" title={t('public.addToCalendarTitle')}>
          {t('public.addToCalendar')}
        </TextLink>
        {subscribe}
      </Tools>
    </Header>
  );
}
