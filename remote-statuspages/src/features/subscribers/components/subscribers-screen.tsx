import { Button, EmptyState, Notice, Skeleton } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePage } from '../../../api/get-page';
import type { Subscriber, SubscriberState, SubscriberType } from '../../../api/subscriber-types';
import { loadFailureText } from '../../../components/load-failure';
import { TabHeading, TabToolbar } from '../../../components/tab-toolbar';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePermissions } from '../../../hooks/use-permissions';
import { useSubscriberPages } from '../hooks/use-subscriber-pages';
import { AddSubscriberDialog } from './add-subscriber-dialog';
import { DeliveriesDialog } from './deliveries-dialog';
import { ExportSubscribersButton } from './export-subscribers-button';
import { RemoveSubscriberDialog } from './remove-subscriber-dialog';
import { SubscriberCount } from './subscriber-count';
import { SubscriberFilters } from './subscriber-filters';
import { SubscribersTable } from './subscribers-table';
import { useEnableWebhookAction } from './use-enable-webhook-action';

const SEARCH_DELAY_MS = 300;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /statuspages/:id/subscribers: who gets the page's notifications, filtered, searched and exported. */
export function SubscribersScreen() {
  const { t } = useTranslation();
  const { id: pageId = '' } = useParams();
  const { data: page } = usePage(pageId);
  usePageDocumentTitle(t('pageSubscribers.title'), page?.name);
  const editable = usePermissions().can('subscribers.edit');
  const [type, setType] = useState<SubscriberType | ''>('');
  const [state, setState] = useState<SubscriberState | ''>('');
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const list = useSubscriberPages(pageId, {
    type: type || undefined,
    state: state || undefined,
    q: q || undefined,
  });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const [logOf, setLogOf] = useState<Subscriber | null>(null);
  const { enabling, onEnable } = useEnableWebhookAction(pageId);
  const filtered = type !== '' || state !== '' || q !== '';

  const { pages, nextCursor } = list;
  const rows = pages?.flatMap((entry) => entry.subscribers) ?? [];
  const total = pages?.[0]?.total ?? 0;

  let body = <Skeleton lines={6} label={t('pageSubscribers.loading')} />;
  if (list.error && !pages) {
    body = (
      <div role="alert">
        <Notice
          title={t('pageSubscribers.loadErrorTitle')}
          description={loadFailureText(list.error, t)}
          action={<Button onClick={() => void list.retry()}>{t('pageSubscribers.retry')}</Button>}
        />
      </div>
    );
  } else if (pages && total === 0 && !filtered) {
    body = (
      <EmptyState
        title={t('pageSubscribers.emptyTitle')}
        description={t('pageSubscribers.emptyDescription')}
        action={
          editable ? (
            <Button onClick={() => setAdding(true)}>{t('pageSubscribers.add.action')}</Button>
          ) : undefined
        }
        headingLevel={3}
      />
    );
  } else if (pages && rows.length === 0) {
    body = <p role="status">{t('pageSubscribers.noMatches')}</p>;
  } else if (pages) {
    body = (
      <>
        <SubscribersTable
          subscribers={rows}
          onRemove={editable ? setRemoving : undefined}
          onShowDeliveries={setLogOf}
          onEnable={editable ? (subscriber) => void onEnable(subscriber) : undefined}
          enabling={enabling}
        />
        <Footer>
          <span role="status">{t('pageSubscribers.shown', { shown: rows.length, count: total })}</span>
          {nextCursor ? (
            <Button variant="secondary" loading={list.loadingMore} onClick={() => void list.loadMore()}>
              {t('pageSubscribers.loadMore')}
            </Button>
          ) : null}
        </Footer>
      </>
    );
  }
  // The filters stay put while a filtered list loads, so typing in the search is never interrupted.
  const showFilters = filtered || (pages !== undefined && total > 0);

  return (
    <section aria-labelledby="page-subscribers-heading">
      <TabToolbar>
        <div>
          <TabHeading id="page-subscribers-heading">{t('pageSubscribers.title')}</TabHeading>
          <SubscriberCount pageId={pageId} />
        </div>
        <Actions>
          <ExportSubscribersButton pageId={pageId} slug={page?.slug} />
          {editable ? (
            <Button onClick={() => setAdding(true)}>{t('pageSubscribers.add.action')}</Button>
          ) : null}
        </Actions>
      </TabToolbar>
      {page && !page.allow_subscribers ? <p>{t('pageSubscribers.visitorsCannotSubscribe')}</p> : null}
      {showFilters ? (
        <SubscriberFilters
          type={type}
          onTypeChange={setType}
          state={state}
          onStateChange={setState}
          query={query}
          onQueryChange={setQuery}
        />
      ) : null}
      {body}
      {editable ? (
        <AddSubscriberDialog pageId={pageId} open={adding} onClose={() => setAdding(false)} />
      ) : null}
      <RemoveSubscriberDialog pageId={pageId} subscriber={removing} onClose={() => setRemoving(null)} />
      <DeliveriesDialog
        pageId={pageId}
        subscriber={logOf}
        editable={editable}
        onClose={() => setLogOf(null)}
      />
    </section>
  );
}
