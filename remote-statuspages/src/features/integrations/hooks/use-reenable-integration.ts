import { notify } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Integration } from '../../../api/integration-types';
import { notifyFailure } from '../../../hooks/notify-failure';
import { useUpdateIntegration } from '../api/update-integration';

/** Re-enables an integration disabled after failed deliveries; `pending` names the one in flight. */
export function useReenableIntegration(pageId: string) {
  const { t } = useTranslation();
  const updateIntegration = useUpdateIntegration(pageId);
  const [pending, setPending] = useState<string | null>(null);
  const reenable = async (integration: Integration) => {
    setPending(integration.id);
    try {
      await updateIntegration(integration.id, { enabled: true });
      notify({ title: t('pageIntegrations.reenable.done', { name: integration.name }) });
    } catch (error) {
      notifyFailure(error, t, t('pageIntegrations.reenable.failed', { name: integration.name }));
    } finally {
      setPending(null);
    }
  };
  return { reenable, pending };
}
