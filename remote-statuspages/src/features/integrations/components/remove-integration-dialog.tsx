import { ConfirmDialog, notify } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import type { Integration } from '../../../api/integration-types';
import { notifyFailure } from '../../../hooks/notify-failure';
import { useDeleteIntegration } from '../api/delete-integration';

type Props = { pageId: string; integration: Integration | null; onClose(): void };

/** "Remove …?" for the integration given (open while there is one); says the outcome in one toast. */
export function RemoveIntegrationDialog({ pageId, integration, onClose }: Props) {
  const { t } = useTranslation();
  const deleteIntegration = useDeleteIntegration(pageId);
  const onConfirm = async () => {
    if (!integration) return;
    try {
      await deleteIntegration(integration.id);
    } catch (error) {
      notifyFailure(error, t, t('pageIntegrations.remove.failed', { name: integration.name }));
      return;
    }
    notify({ title: t('pageIntegrations.remove.done', { name: integration.name }) });
    onClose();
  };
  return (
    <ConfirmDialog
      open={integration !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      title={t('pageIntegrations.remove.title', { name: integration?.name ?? '' })}
      description={t('pageIntegrations.remove.description')}
      confirmLabel={t('pageIntegrations.remove.confirm')}
      destructive
    />
  );
}
