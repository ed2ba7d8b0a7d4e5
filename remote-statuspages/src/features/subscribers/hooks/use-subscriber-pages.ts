import {
  getSubscribers,
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberFilters,
  useSubscribers,
} from '../../../api/get-subscribers';
import { useCursorPages } from '../../../hooks/use-cursor-pages';

/** The filtered list, page after page (see `useCursorPages`). */
export function useSubscriberPages(
  pageId: string | undefined,
  filters: Omit<SubscriberFilters, 'cursor' | 'limit'>,
) {
  const first = useSubscribers(pageId, filters);
  return useCursorPages(
    first,
    (cursor) => getSubscribers(pageId ?? '', { ...filters, limit: SUBSCRIBERS_PAGE_SIZE, cursor }),
    'pageSubscribers.loadMoreFailed',
  );
}
