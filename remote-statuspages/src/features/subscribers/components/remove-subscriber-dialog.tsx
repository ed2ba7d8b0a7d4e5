import { ConfirmDialog, notify } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '../../../api/subscriber-types';
import { notifyFailure } from '../../../hooks/notify-failure';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { subscriberName } from './subscriber-type';

type Props = { pageId: string; subscriber: Subscriber | null; onClose(): void };

/** "Remove …?" for the subscriber given (open while there is one); says the outcome in one toast. */
export function RemoveSubscriberDialog({ pageId, subscriber, onClose }: Props) {
  const { t } = useTranslation();
  const deleteSubscriber = useDeleteSubscriber(pageId);
  const onConfirm = async () => {
    if (!subscriber) return;
    try {
      await deleteSubscriber(subscriber.id);
    } catch (error) {
      notifyFailure(error, t, t('pageSubscribers.remove.failed', { email: subscriberName(subscriber) }));
      return;
    }
    notify({ title: t('pageSubscribers.remove.done', { email: subscriberName(subscriber) }) });
    onClose();
  };
  return (
    <ConfirmDialog
      open={subscriber !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      title={t('pageSubscribers.remove.title', { email: subscriber ? subscriberName(subscriber) : '' })}
      description={t('pageSubscribers.remove.description')}
      confirmLabel={t('pageSubscribers.remove.confirm')}
      destructive
    />
  );
}
