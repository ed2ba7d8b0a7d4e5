import { paths, VisuallyHidden } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageAccess } from '../../../api/page-access-types';
import { notifyFailure } from '../../../hooks/notify-failure';
import { memberPreviewUrl } from '../api/member-preview';

const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  font: inherit;
  cursor: pointer;
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
 * before (the public page shows members an unpublished page as a marked preview). A published private
 * page would meet the member with its access screen, so for it the button asks the server for a
 * member's single-use sign-in link and opens that.
 */
export function PublicPagePreviewLink({
  pageId,
  slug,
  published,
  access,
}: {
  pageId: string;
  slug: string;
  published: boolean;
  access: PageAccess;
}) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const label = (
    <>
      {published ? t('statuspages.details.viewPublicPage') : t('statuspages.details.previewPublicPage')}
      <span aria-hidden="true">↗</span>
      <VisuallyHidden> ({t('common.opensInNewTab')})</VisuallyHidden>
    </>
  );
  if (!published || access === 'public') {
    return (
      <ButtonLink href={paths.publicPage(slug)} target="_blank" rel="noopener noreferrer">
        {label}
      </ButtonLink>
    );
  }
  const open = async () => {
    // Opened now, while the click still counts as the user's, so no pop-up blocker stops it.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    setOpening(true);
    try {
      const url = await memberPreviewUrl(pageId);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      notifyFailure(error, t, t('statuspages.details.previewFailed'));
    } finally {
      setOpening(false);
    }
  };
  return (
    <ButtonLink as="button" type="button" onClick={open} disabled={opening} aria-busy={opening}>
      {label}
    </ButtonLink>
  );
}
