import { Button, EmptyState, Notice, notify, paths, Skeleton } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePage } from '../../../api/get-page';
import { PAGES_ACCESS, type Viewer } from '../../../api/page-access-types';
import { loadFailureText } from '../../../components/load-failure';
import { TabHeading, TabToolbar } from '../../../components/tab-toolbar';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { notifyFailure } from '../../../hooks/notify-failure';
import { usePermissions } from '../../../hooks/use-permissions';
import { ACCESS_SECTION_ID } from '../../statuspages/components/access-section';
import { useViewers, useViewerWrites } from '../api/viewers';
import { InviteViewerDialog } from './invite-viewer-dialog';
import { RemoveViewerDialog } from './remove-viewer-dialog';
import { ViewersTable } from './viewers-table';

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Count = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The explanation a page open to everyone (or behind a password) shows instead of viewers. */
function NotAudience({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  return (
    <Notice
      title={t('pageViewers.notAudienceTitle')}
      description={t('pageViewers.notAudienceDescription')}
      action={
        <Link to={`${paths.statusPageParameters(pageId)}#${ACCESS_SECTION_ID}`}>
          {t('pageViewers.notAudienceLink')}
        </Link>
      }
    />
  );
}

/**
 * /statuspages/:id/viewers: the people invited to an audience page, who sign in with a link mailed to
 * them. Owners and admins invite, resend links and remove; everyone else reads.
 */
export function ViewersScreen() {
  const { t } = useTranslation();
  const { id: pageId = '' } = useParams();
  const { data: page } = usePage(pageId);
  usePageDocumentTitle(t('pageViewers.title'), page?.name);
  const { can, isLoading: roleLoading } = usePermissions();
  const editable = can(PAGES_ACCESS);
  const audience = page?.access === 'audience';
  const { data, error, mutate } = useViewers(audience ? pageId : undefined);
  const { resend } = useViewerWrites(pageId);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Viewer | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const invite = () => setInviting(true);

  const resendLink = async (viewer: Viewer) => {
    setResending(viewer.id);
    try {
      await resend(viewer.id);
      notify({ title: t('pageViewers.resend.done', { email: viewer.email }) });
    } catch (failure) {
      notifyFailure(failure, t, t('pageViewers.resend.failed', { email: viewer.email }));
    } finally {
      setResending(null);
    }
  };

  const rows = data?.data;
  let body = <Skeleton lines={4} label={t('pageViewers.loading')} />;
  if (page && !audience) {
    body = <NotAudience pageId={pageId} />;
  } else if (error && !rows) {
    body = (
      <div role="alert">
        <Notice
          title={t('pageViewers.loadErrorTitle')}
          description={loadFailureText(error, t)}
          action={<Button onClick={() => void mutate()}>{t('statuspages.retry')}</Button>}
        />
      </div>
    );
  } else if (rows && !roleLoading && rows.length === 0) {
    body = (
      <EmptyState
        title={t('pageViewers.emptyTitle')}
        description={editable ? t('pageViewers.emptyDescription') : t('pageViewers.readOnly')}
        action={editable ? <Button onClick={invite}>{t('pageViewers.invite.action')}</Button> : undefined}
        headingLevel={3}
      />
    );
  } else if (rows && !roleLoading) {
    body = (
      <>
        {editable ? null : <Lead>{t('pageViewers.readOnly')}</Lead>}
        <ViewersTable
          viewers={rows}
          actions={
            editable
              ? { onResend: (viewer) => void resendLink(viewer), onRemove: setRemoving, resending }
              : undefined
          }
        />
        <Count role="status">{t('pageViewers.count', { count: rows.length, limit: data.limit })}</Count>
      </>
    );
  }

  return (
    <section aria-labelledby="page-viewers-heading">
      <TabToolbar>
        <div>
          <TabHeading id="page-viewers-heading">{t('pageViewers.title')}</TabHeading>
          <Lead>{t('pageViewers.lead')}</Lead>
        </div>
        {editable && audience && rows && rows.length > 0 ? (
          <Button onClick={invite}>{t('pageViewers.invite.action')}</Button>
        ) : null}
      </TabToolbar>
      {body}
      {editable ? (
        <InviteViewerDialog
          pageId={pageId}
          open={inviting}
          limit={data?.limit}
          onClose={() => setInviting(false)}
        />
      ) : null}
      {editable ? (
        <RemoveViewerDialog pageId={pageId} viewer={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </section>
  );
}
