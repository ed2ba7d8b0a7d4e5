import { API_ERRORS, ApiError, notify } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '../../../api/subscriber-types';
import { notifyFailure } from '../../../hooks/notify-failure';
import { useEnableWebhook } from '../api/enable-webhook';
import { subscriberName } from './subscriber-type';

/**
 * "Re-enable" on a disabled webhook's row: enables it, says so in a toast, and keeps which webhooks are
 * being enabled so their buttons show it and a second click sends nothing.
 */
export function useEnableWebhookAction(pageId: string) {
  const { t } = useTranslation();
  const enable = useEnableWebhook(pageId);
  const [enabling, setEnabling] = useState<ReadonlySet<string>>(new Set());
  const mark = (id: string, on: boolean) =>
    setEnabling((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onEnable = async (subscriber: Subscriber) => {
    if (enabling.has(subscriber.id)) return;
    const name = subscriberName(subscriber);
    mark(subscriber.id, true);
    try {
      await enable(subscriber.id);
      notify({ title: t('pageSubscribers.enable.done', { name }) });
    } catch (error) {
      const stale = error instanceof ApiError && error.code === 'webhook_not_disabled';
      notifyFailure(
        error,
        t,
        stale ? t(API_ERRORS.webhook_not_disabled.key) : t('pageSubscribers.enable.failed', { name }),
      );
    } finally {
      mark(subscriber.id, false);
    }
  };
  return { enabling, onEnable };
}
