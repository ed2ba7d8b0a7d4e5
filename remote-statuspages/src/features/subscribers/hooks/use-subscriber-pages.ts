import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getSubscribers,
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberFilters,
  useSubscribers,
} from '../../../api/get-subscribers';
import type { SubscriberList } from '../../../api/subscriber-types';
import { notifyFailure } from '../../../hooks/notify-failure';

/** Pages loaded after the first, valid only while the first page they follow is the one shown. */
type More = { key: string; first: SubscriberList; pages: SubscriberList[] };

/**
 * The filtered list, page after page: the first page through SWR (revalidated by mutations and
 * shown again from the cache), the following ones ("Load more", by `next_cursor`) kept here. When
 * the first page reloads with other content or the filters change, the extra pages are dropped:
 * their cursors no longer follow what is shown.
 */
export function useSubscriberPages(
  pageId: string | undefined,
  filters: Omit<SubscriberFilters, 'cursor' | 'limit'>,
) {
  const { t } = useTranslation();
  const first = useSubscribers(pageId, filters);
  const [more, setMore] = useState<More | null>(null);
  const [loadingFrom, setLoadingFrom] = useState<string | null>(null);

  const current = more && more.key === first.key && more.first === first.data ? more : null;
  const pages = first.data ? [first.data, ...(current?.pages ?? [])] : undefined;
  const nextCursor = pages?.[pages.length - 1]?.next_cursor ?? null;

  const loadMore = async () => {
    const { key, data } = first;
    if (!pageId || !key || !data || !nextCursor || loadingFrom) return;
    setLoadingFrom(nextCursor);
    try {
      const page = await getSubscribers(pageId, {
        ...filters,
        limit: SUBSCRIBERS_PAGE_SIZE,
        cursor: nextCursor,
      });
      setMore((previous) => {
        const kept = previous && previous.key === key && previous.first === data ? previous.pages : [];
        return { key, first: data, pages: [...kept, page] };
      });
    } catch (error) {
      notifyFailure(error, t, t('pageSubscribers.loadMoreFailed'));
    } finally {
      setLoadingFrom(null);
    }
  };

  return {
    pages,
    error: first.error as unknown,
    nextCursor,
    loadingMore: loadingFrom !== null,
    loadMore,
    retry: () => first.mutate(),
  };
}
