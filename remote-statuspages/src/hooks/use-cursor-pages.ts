import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from './notify-failure';

type CursorPage = { next_cursor: string | null };

/** The first page as `useSWR` gives it, under its key (null while nothing is asked). */
export type FirstPage<Page> = {
  key: string | null;
  data: Page | undefined;
  error: unknown;
  mutate(): Promise<unknown>;
};

/** Pages loaded after the first, valid only while the first page they follow is the one shown. */
type More<Page> = { key: string; first: Page; pages: Page[] };

/**
 * A cursor-paged list, page after page: the first page through SWR (revalidated by mutations and shown
 * again from the cache), the following ones ("Load more", by `next_cursor`) kept here. When the first
 * page reloads with other content or its key (the filters) changes, the extra pages are dropped: their
 * cursors no longer follow what is shown. A failed "Load more" is toasted with `loadMoreFailedKey`.
 */
export function useCursorPages<Page extends CursorPage>(
  first: FirstPage<Page>,
  fetchAfter: (cursor: string) => Promise<Page>,
  loadMoreFailedKey: string,
) {
  const { t } = useTranslation();
  const [more, setMore] = useState<More<Page> | null>(null);
  const [loading, setLoading] = useState(false);

  const current = more && more.key === first.key && more.first === first.data ? more : null;
  const pages = first.data ? [first.data, ...(current?.pages ?? [])] : undefined;
  const nextCursor = pages?.[pages.length - 1]?.next_cursor ?? null;

  const loadMore = async () => {
    const { key, data } = first;
    if (!key || !data || !nextCursor || loading) return;
    setLoading(true);
    try {
      const page = await fetchAfter(nextCursor);
      setMore((previous) => {
        const kept = previous && previous.key === key && previous.first === data ? previous.pages : [];
        return { key, first: data, pages: [...kept, page] };
      });
    } catch (error) {
      notifyFailure(error, t, t(loadMoreFailedKey));
    } finally {
      setLoading(false);
    }
  };

  return {
    pages,
    error: first.error,
    nextCursor,
    loadingMore: loading,
    loadMore,
    retry: () => void first.mutate(),
  };
}
