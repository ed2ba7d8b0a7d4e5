import { apiFetch } from '@statusdeck/shared';
import type { DeliveryList } from './delivery-types';

export const DELIVERIES_PAGE_SIZE = 20;

/** A delivery log's key: its endpoint (`…/deliveries`) with the page size and the cursor. */
export function deliveriesKey(logPath: string, cursor?: string): string {
  const query = new URLSearchParams({ limit: String(DELIVERIES_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return `${logPath}?${query}`;
}

/** One page of a receiver's delivery log (a webhook subscriber's or an integration's), newest first. */
export function getDeliveries(logPath: string, cursor?: string): Promise<DeliveryList> {
  return apiFetch<DeliveryList>(deliveriesKey(logPath, cursor));
}
