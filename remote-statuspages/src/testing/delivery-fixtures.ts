import type { Delivery } from '../api/delivery-types';
import type { Handler } from './component-fixtures';

/** The `index`th delivery of a receiver, a minute apart, newest first; a 200 unless overridden. */
export function makeDelivery(index: number, overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: `d${index}`,
    delivery_id: `del-${index}`,
    event: 'incident.update',
    attempt: 1,
    status_code: 200,
    error: null,
    duration_ms: 120 + index,
    created_at: new Date(Date.now() - index * 60_000).toISOString(),
    ...overrides,
  };
}

/** A delivery log endpoint (`…/deliveries`) over `all`: `limit` per page, the cursor an offset. */
export function deliveryLog(path: string, all: Delivery[]): Handler {
  return (call) => {
    if (call.method !== 'GET' || call.path !== path) return undefined;
    const query = new URL(call.url, 'http://localhost').searchParams;
    const from = Number(query.get('cursor') ?? 0);
    const limit = Number(query.get('limit') ?? 20);
    const next = from + limit < all.length ? String(from + limit) : null;
    return { status: 200, body: { deliveries: all.slice(from, from + limit), next_cursor: next } };
  };
}
