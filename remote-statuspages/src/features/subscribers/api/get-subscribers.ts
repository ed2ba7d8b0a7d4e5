import { apiFetch } from '@statusdeck/shared';
import useSWRInfinite from 'swr/infinite';
import type { SubscriberList, SubscriberState } from './types';

export const SUBSCRIBERS_PAGE_SIZE = 50;

export type SubscriberFilters = {
  state?: SubscriberState;
  q?: string;
  limit?: number;
  cursor?: string | null;
};

export function subscribersPath(pageId: string): string {
  return `/v1/pages/${pageId}/subscribers`;
}

/** The list's key: the API path with its query, e.g. `/v1/pages/p1/subscribers?state=pending&limit=50`. */
export function subscribersKey(pageId: string, { state, q, limit, cursor }: SubscriberFilters = {}): string {
  const query = new URLSearchParams();
  if (state) query.set('state', state);
  if (q) query.set('q', q);
  if (limit) query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${subscribersPath(pageId)}?${text}` : subscribersPath(pageId);
}

/** Newest first, filtered by state and e-mail, one page at a time. */
export function getSubscribers(pageId: string, filters: SubscriberFilters = {}): Promise<SubscriberList> {
  return apiFetch<SubscriberList>(subscribersKey(pageId, filters));
}

/** The filtered list, page after page ("Load more" follows `next_cursor`); a revalidation reloads every loaded page. */
export function useSubscribers(
  pageId: string | undefined,
  filters: Omit<SubscriberFilters, 'cursor' | 'limit'>,
) {
  return useSWRInfinite(
    (_index: number, previous: SubscriberList | null) => {
      if (!pageId || (previous && !previous.next_cursor)) return null;
      return subscribersKey(pageId, {
        ...filters,
        limit: SUBSCRIBERS_PAGE_SIZE,
        cursor: previous?.next_cursor,
      });
    },
    (key: string) => apiFetch<SubscriberList>(key),
    {
      revalidateAll: true,
      revalidateFirstPage: false,
      // People confirm and unsubscribe by mail, outside the console: a list shown again (on opening
      // the screen or going back to a filter) shows its cached pages and reloads them.
      revalidateIfStale: true,
      // While another filter or search loads, the rows shown stay (no blank table between keystrokes).
      keepPreviousData: true,
    },
  );
}
