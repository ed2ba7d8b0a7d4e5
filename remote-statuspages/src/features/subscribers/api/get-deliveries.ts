import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import { subscribersPath } from '../../../api/get-subscribers';
import type { DeliveryList } from '../../../api/subscriber-types';
import { useCursorPages } from '../../../hooks/use-cursor-pages';

export const DELIVERIES_PAGE_SIZE = 20;
/** How often the log is asked again while a test event just sent is not in it yet, and for how long at most. */
const AWAIT_INTERVAL_MS = 1000;
export const AWAIT_AT_MOST_MS = 60_000;

/** A delivery the server accepted (its id), awaited in the log until `until` (epoch ms). */
export type AwaitedDelivery = { deliveryId: string; until: number };

export function deliveriesPath(pageId: string, subscriberId: string): string {
  return `${subscribersPath(pageId)}/${subscriberId}/deliveries`;
}

function deliveriesKey(pageId: string, subscriberId: string, cursor?: string): string {
  const query = new URLSearchParams({ limit: String(DELIVERIES_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return `${deliveriesPath(pageId, subscriberId)}?${query}`;
}

export function getDeliveries(pageId: string, subscriberId: string, cursor?: string): Promise<DeliveryList> {
  return apiFetch<DeliveryList>(deliveriesKey(pageId, subscriberId, cursor));
}

/**
 * A webhook's delivery log, newest first, page after page (null `subscriberId`: nothing asked).
 * Deliveries happen in the background: while `awaiting` is not in the first page yet (and not for
 * longer than its time), that page is asked again every second.
 */
export function useDeliveryPages(
  pageId: string,
  subscriberId: string | null,
  awaiting: AwaitedDelivery | null,
) {
  const key = subscriberId ? deliveriesKey(pageId, subscriberId) : null;
  const first = useSWR(key, (path: string) => apiFetch<DeliveryList>(path), {
    revalidateIfStale: true,
    refreshInterval: (latest) =>
      awaiting &&
      Date.now() < awaiting.until &&
      !latest?.deliveries.some((delivery) => delivery.delivery_id === awaiting.deliveryId)
        ? AWAIT_INTERVAL_MS
        : 0,
  });
  return useCursorPages(
    { key, data: first.data, error: first.error, mutate: first.mutate },
    (cursor) => getDeliveries(pageId, subscriberId ?? '', cursor),
    'pageSubscribers.deliveries.loadMoreFailed',
  );
}
