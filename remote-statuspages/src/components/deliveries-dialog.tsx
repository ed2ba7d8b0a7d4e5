import { Button, Dialog, Notice, Skeleton } from '@statusdeck/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AWAIT_AT_MOST_MS, type AwaitedDelivery, useDeliveryPages } from '../hooks/use-delivery-pages';
import { DeliveriesTable } from './deliveries-table';
import { loadFailureText } from './load-failure';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export type DeliveriesDialogProps = {
  /** The log's endpoint (`…/deliveries`); the dialog is open while there is one. */
  logPath: string | null;
  title: string;
  /** What the log is of (an endpoint, an integration's name), shown above it. */
  subject: ReactNode;
  /**
   * Given to editors: a button that sends a test. `send` resolves to the accepted delivery's id, which
   * the log then awaits, or to null when the test was refused (the caller has said why).
   */
  test?: { label: string; send(): Promise<string | null> };
  onClose(): void;
};

/** A receiver's deliveries, newest first, page after page, with an optional "send a test" for editors. */
export function DeliveriesDialog({ logPath, title, subject, test, onClose }: DeliveriesDialogProps) {
  const { t } = useTranslation();
  // The test delivery sent from this log, awaited until it shows; not awaited in another receiver's log.
  const [sent, setSent] = useState<(AwaitedDelivery & { logPath: string }) | null>(null);
  const [sending, setSending] = useState(false);
  const awaiting = sent && sent.logPath === logPath ? sent : null;
  const log = useDeliveryPages(logPath, awaiting);
  const onSendTest = async () => {
    if (!test || !logPath) return;
    setSending(true);
    try {
      const deliveryId = await test.send();
      if (deliveryId === null) return;
      setSent({ logPath, deliveryId, until: Date.now() + AWAIT_AT_MOST_MS });
      log.retry();
    } finally {
      setSending(false);
    }
  };
  const rows = log.pages?.flatMap((page) => page.deliveries) ?? [];

  let body = <Skeleton lines={4} label={t('statuspages.deliveries.loading')} />;
  if (log.error && !log.pages) {
    body = (
      <div role="alert">
        <Notice
          title={t('statuspages.deliveries.loadErrorTitle')}
          description={loadFailureText(log.error, t)}
          action={<Button onClick={log.retry}>{t('statuspages.retry')}</Button>}
        />
      </div>
    );
  } else if (log.pages && rows.length === 0) {
    body = <p role="status">{t('statuspages.deliveries.empty')}</p>;
  } else if (log.pages) {
    body = (
      <>
        <DeliveriesTable deliveries={rows} />
        {log.nextCursor ? (
          <div>
            <Button variant="secondary" loading={log.loadingMore} onClick={() => void log.loadMore()}>
              {t('statuspages.deliveries.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Dialog open={logPath !== null} onClose={onClose} title={title} size="lg">
      <Toolbar>
        <div>{subject}</div>
        {test ? (
          <Button variant="secondary" loading={sending} onClick={() => void onSendTest()}>
            {test.label}
          </Button>
        ) : null}
      </Toolbar>
      {body}
    </Dialog>
  );
}
