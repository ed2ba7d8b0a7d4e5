import { paths, VisuallyHidden } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The page as its visitors see it, in a new tab: "View public page" once published, "Preview"
 * before (the public page shows members an unpublished page as a marked preview).
 */
export function PublicPagePreviewLink({ slug, published }: { slug: string; published: boolean }) {
  const { t } = useTranslation();
  return (
    <ButtonLink href={paths.publicPage(slug)} target="_blank" rel="noopener noreferrer">
      {published ? t('statuspages.details.viewPublicPage') : t('statuspages.details.previewPublicPage')}
      <span aria-hidden="true">↗</span>
      <VisuallyHidden> ({t('common.opensInNewTab')})</VisuallyHidden>
    </ButtonLink>
  );
}
