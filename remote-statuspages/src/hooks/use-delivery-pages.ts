import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import type { DeliveryList } from '../api/delivery-types';
import { deliveriesKey, getDeliveries } from '../api/get-deliveries';
import { useCursorPages } from './use-cursor-pages';

/** How often the log is asked again while a test just sent is not in it yet, and for how long at most. */
const AWAIT_INTERVAL_MS = 1000;
export const AWAIT_AT_MOST_MS = 60_000;

/** A delivery the server accepted (its id), awaited in the log until `until` (epoch ms). */
export type AwaitedDelivery = { deliveryId: string; until: number };

/**
 * A delivery log, newest first, page after page (null `logPath`: nothing asked). Deliveries happen in
 * the background: while `awaiting` is not in the first page yet (and not for longer than its time),
 * that page is asked again every second.
 */
export function useDeliveryPages(logPath: string | null, awaiting: AwaitedDelivery | null) {
  const key = logPath ? deliveriesKey(logPath) : null;
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
    (cursor) => getDeliveries(logPath ?? '', cursor),
    'statuspages.deliveries.loadMoreFailed',
  );
}
