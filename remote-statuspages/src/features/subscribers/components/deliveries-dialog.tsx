import { API_ERRORS, ApiError, notify } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Subscriber } from '../../../api/subscriber-types';
import { DeliveriesDialog as DeliveryLog } from '../../../components/deliveries-dialog';
import { DisabledNote } from '../../../components/disabled-note';
import { notifyFailure } from '../../../hooks/notify-failure';
import { deliveriesPath } from '../api/get-deliveries';
import { sendTestEvent } from '../api/send-test-event';
import { subscriberName } from './subscriber-type';

const Endpoint = styled.p`
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Props = {
  pageId: string;
  /** The webhook whose log is shown (open while there is one). */
  subscriber: Subscriber | null;
  /** Editors may send a test event; viewers only read the log. */
  editable: boolean;
  onClose(): void;
};

/** A webhook's deliveries, newest first, with "Send test event" for editors. */
export function DeliveriesDialog({ pageId, subscriber, editable, onClose }: Props) {
  const { t } = useTranslation();
  const sendTest = async (): Promise<string | null> => {
    if (!subscriber) return null;
    try {
      const { delivery_id } = await sendTestEvent(pageId, subscriber.id);
      notify({ title: t('pageSubscribers.deliveries.testSent') });
      return delivery_id;
    } catch (error) {
      // Only a confirmed webhook is sent events: a pending, unsubscribed or disabled one is refused (409).
      const inactive = error instanceof ApiError && error.code === 'webhook_not_active';
      notifyFailure(
        error,
        t,
        t(inactive ? API_ERRORS.webhook_not_active.key : 'pageSubscribers.deliveries.testFailed'),
      );
      return null;
    }
  };
  return (
    <DeliveryLog
      logPath={subscriber ? deliveriesPath(pageId, subscriber.id) : null}
      title={t('pageSubscribers.deliveries.title')}
      subject={
        <>
          <Endpoint title={subscriber?.endpoint ?? undefined}>
            {subscriber ? subscriberName(subscriber) : ''}
          </Endpoint>
          {subscriber?.state === 'disabled' ? (
            <DisabledNote label={t('pageSubscribers.deliveries.disabledNote')} />
          ) : null}
        </>
      }
      test={editable ? { label: t('pageSubscribers.deliveries.sendTest'), send: sendTest } : undefined}
      onClose={onClose}
    />
  );
}
