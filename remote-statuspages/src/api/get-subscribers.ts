import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import type { SubscriberList } from './subscriber-types';

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** The list's query; a null cursor is the first page. */
export type SubscriberFilters = Omit<Api.QueryParams['GET /v1/pages/{pageId}/subscribers'], 'cursor'> & {
  cursor?: string | null;
};

export function subscribersPath(pageId: string): string {
  return `/v1/pages/${pageId}/subscribers`;
}

/** The list's key: the API path with its query, e.g. `/v1/pages/p1/subscribers?state=pending&limit=50`. */
export function subscribersKey(
  pageId: string,
  { type, state, q, limit, cursor }: SubscriberFilters = {},
): string {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (state) query.set('state', state);
  if (q) query.set('q', q);
  if (limit) query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${subscribersPath(pageId)}?${text}` : subscribersPath(pageId);
}

/** Newest first, filtered by type, state and e-mail, one page at a time. */
export function getSubscribers(pageId: string, filters: SubscriberFilters = {}): Promise<SubscriberList> {
  return apiFetch<SubscriberList>(subscribersKey(pageId, filters));
}

/**
 * The first page of the filtered list, under its API path in the host's SWR cache (plain `useSWR`:
 * `swr/infinite` would be a second copy of SWR under module federation, with its own cache and config).
 * Further pages are loaded by `useSubscriberPages`.
 */
export function useSubscribers(
  pageId: string | undefined,
  filters: Omit<SubscriberFilters, 'cursor' | 'limit'>,
) {
  const key = pageId ? subscribersKey(pageId, { ...filters, limit: SUBSCRIBERS_PAGE_SIZE }) : null;
  const first = useSWR(key, (path: string) => apiFetch<SubscriberList>(path), {
    // People confirm and unsubscribe by mail, outside the console, and a webhook is disabled in the
    // background once its retries run out: a list shown again (on opening the screen, going back to a
    // filter, or coming back to the tab) shows its cached page and reloads it.
    revalidateIfStale: true,
    revalidateOnFocus: true,
    // While another filter or search loads, the rows shown stay (no blank table between keystrokes).
    keepPreviousData: true,
  });
  return { key, ...first };
}
