import { notify } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import type { Integration } from '../../../api/integration-types';
import { notifyFailure } from '../../../hooks/notify-failure';
import { sendTestMessage } from '../api/send-test-message';
import { integrationErrorKey } from '../integration-errors';

/**
 * Sends a test message to an integration's chat and says how it went: the accepted delivery's id
 * (awaited by its delivery log), or null when refused — a disabled integration is sent nothing (409).
 * `onQueued` hears of every message accepted, so the list can await it on the integration's row.
 */
export function useSendTestMessage(pageId: string, onQueued?: (integration: Integration) => void) {
  const { t } = useTranslation();
  return async (integration: Integration): Promise<string | null> => {
    try {
      const { delivery_id } = await sendTestMessage(pageId, integration.id);
      notify({ title: t('pageIntegrations.test.sent', { name: integration.name }) });
      onQueued?.(integration);
      return delivery_id;
    } catch (error) {
      notifyFailure(error, t, t(integrationErrorKey(error) ?? 'pageIntegrations.test.failed'));
      return null;
    }
  };
}
