import styled from 'styled-components';
import { usePublicT } from '../i18n';
import type { PublicLinks } from '../page-links';
import { TextLink } from './primitives';

const NotFoundTitle = styled.h1`
  margin: 64px 0 8px;
  font-size: 32px;
`;

/** No such page, or no such incident on it (with a link back to the page). */
export function NotFound({ what, links }: { what?: 'incident' | 'no-slug'; links: PublicLinks }) {
  const { t } = usePublicT();
  if (what === 'incident') {
    return (
      <>
        <NotFoundTitle>{t('public.notFound.incidentTitle')}</NotFoundTitle>
        <p>{t('public.notFound.incidentDescription')}</p>
        <p>
          <TextLink href={links.page()}>{t('public.notFound.pageLink')}</TextLink>
        </p>
      </>
    );
  }
  return (
    <>
      <NotFoundTitle>{t('public.notFound.title')}</NotFoundTitle>
      <p>{what === 'no-slug' ? t('public.notFound.noSlug') : t('public.notFound.description')}</p>
    </>
  );
}
