import { API_ERRORS, ApiError, Badge, Button, Dialog, Notice, notify, Skeleton } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Subscriber } from '../../../api/subscriber-types';
import { loadFailureText } from '../../../components/load-failure';
import { notifyFailure } from '../../../hooks/notify-failure';
import { AWAIT_AT_MOST_MS, type AwaitedDelivery, useDeliveryPages } from '../api/get-deliveries';
import { sendTestEvent } from '../api/send-test-event';
import { DeliveriesTable } from './deliveries-table';
import { subscriberName } from './subscriber-type';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

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
  // The test delivery sent from this log, awaited until it shows; not awaited in another webhook's log.
  const [sent, setSent] = useState<(AwaitedDelivery & { subscriberId: string }) | null>(null);
  const [sending, setSending] = useState(false);
  const id = subscriber?.id ?? null;
  const awaiting = sent && sent.subscriberId === id ? sent : null;
  const log = useDeliveryPages(pageId, id, awaiting);
  const onSendTest = async () => {
    if (!subscriber) return;
    setSending(true);
    try {
      const { delivery_id } = await sendTestEvent(pageId, subscriber.id);
      notify({ title: t('pageSubscribers.deliveries.testSent') });
      setSent({ subscriberId: subscriber.id, deliveryId: delivery_id, until: Date.now() + AWAIT_AT_MOST_MS });
      log.retry();
    } catch (error) {
      // Only a confirmed webhook is sent events: a pending, unsubscribed or disabled one is refused (409).
      const inactive = error instanceof ApiError && error.code === 'webhook_not_active';
      notifyFailure(
        error,
        t,
        t(inactive ? API_ERRORS.webhook_not_active.key : 'pageSubscribers.deliveries.testFailed'),
      );
    } finally {
      setSending(false);
    }
  };
  const rows = log.pages?.flatMap((page) => page.deliveries) ?? [];

  let body = <Skeleton lines={4} label={t('pageSubscribers.deliveries.loading')} />;
  if (log.error && !log.pages) {
    body = (
      <div role="alert">
        <Notice
          title={t('pageSubscribers.deliveries.loadErrorTitle')}
          description={loadFailureText(log.error, t)}
          action={<Button onClick={log.retry}>{t('pageSubscribers.retry')}</Button>}
        />
      </div>
    );
  } else if (log.pages && rows.length === 0) {
    body = <p role="status">{t('pageSubscribers.deliveries.empty')}</p>;
  } else if (log.pages) {
    body = (
      <>
        <DeliveriesTable deliveries={rows} />
        {log.nextCursor ? (
          <div>
            <Button variant="secondary" loading={log.loadingMore} onClick={() => void log.loadMore()}>
              {t('pageSubscribers.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Dialog
      open={subscriber !== null}
      onClose={onClose}
      title={t('pageSubscribers.deliveries.title')}
      size="lg"
    >
      <Toolbar>
        <div>
          <Endpoint title={subscriber?.endpoint ?? undefined}>
            {subscriber ? subscriberName(subscriber) : ''}
          </Endpoint>
          {subscriber?.state === 'disabled' ? (
            <Badge tone="danger">{t('pageSubscribers.deliveries.disabledNote')}</Badge>
          ) : null}
        </div>
        {editable ? (
          <Button variant="secondary" loading={sending} onClick={() => void onSendTest()}>
            {t('pageSubscribers.deliveries.sendTest')}
          </Button>
        ) : null}
      </Toolbar>
      {body}
    </Dialog>
  );
}
