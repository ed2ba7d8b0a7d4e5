import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../hooks/notify-failure';
import { getIncidents, HISTORY_PAGE_SIZE, useIncidentHistory } from '../api/get-incidents';
import type { IncidentList } from '../api/types';

/** Pages loaded after the first, valid only while the first page they follow is the one shown. */
type More = { key: string; first: IncidentList; pages: IncidentList[] };

/**
 * The history, page after page: the first page through SWR (emptied by incident writes and shown
 * again from the cache), the following ones ("Load more", by `next_cursor`) kept here. When the
 * first page reloads with other content or the search changes, the extra pages are dropped: their
 * cursors no longer follow what is shown.
 */
export function useIncidentHistoryPages(pageId: string | undefined, q: string) {
  const { t } = useTranslation();
  const first = useIncidentHistory(pageId, q);
  const [more, setMore] = useState<More | null>(null);
  const [loading, setLoading] = useState(false);

  const current = more && more.key === first.key && more.first === first.data ? more : null;
  const pages = first.data ? [first.data, ...(current?.pages ?? [])] : undefined;
  const nextCursor = pages?.[pages.length - 1]?.next_cursor ?? null;

  const loadMore = async () => {
    const { key, data } = first;
    if (!pageId || !key || !data || !nextCursor || loading) return;
    setLoading(true);
    try {
      const page = await getIncidents(pageId, {
        status: 'resolved',
        q: q || undefined,
        limit: HISTORY_PAGE_SIZE,
        cursor: nextCursor,
      });
      setMore((previous) => {
        const kept = previous && previous.key === key && previous.first === data ? previous.pages : [];
        return { key, first: data, pages: [...kept, page] };
      });
    } catch (error) {
      notifyFailure(error, t, t('pageIncidents.loadMoreFailed'));
    } finally {
      setLoading(false);
    }
  };

  return {
    pages,
    error: first.error as unknown,
    nextCursor,
    loadingMore: loading,
    loadMore,
    retry: () => void first.mutate(),
  };
}
