import { ConfirmDialog, notify } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '../../../api/page-access-types';
import { notifyFailure } from '../../../hooks/notify-failure';
import { useViewerWrites } from '../api/viewers';

type Props = { pageId: string; viewer: Viewer | null; onClose(): void };

/** "Remove …?" saying what they lose (access and their subscription); the outcome in one toast. */
export function RemoveViewerDialog({ pageId, viewer, onClose }: Props) {
  const { t } = useTranslation();
  const { remove } = useViewerWrites(pageId);
  const onConfirm = async () => {
    if (!viewer) return;
    try {
      await remove(viewer.id);
    } catch (error) {
      notifyFailure(error, t, t('pageViewers.remove.failed', { email: viewer.email }));
      return;
    }
    notify({ title: t('pageViewers.remove.done', { email: viewer.email }) });
    onClose();
  };
  return (
    <ConfirmDialog
      open={viewer !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      title={t('pageViewers.remove.title', { email: viewer?.email ?? '' })}
      description={t('pageViewers.remove.description')}
      confirmLabel={t('pageViewers.remove.confirm')}
      destructive
    />
  );
}
