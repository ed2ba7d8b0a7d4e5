import type { Queryable } from '../../db/db';
import type { VerbArgs } from '../../lib/actor';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { type DeliveryRow, type DeliveryTarget, listDeliveriesPage } from './repository';
import { requireWebhookOfPage } from './require-webhook';

export type DeliveryLogQuery = { limit: number; cursor?: string };
export type DeliveryLog = { deliveries: DeliveryRow[]; next_cursor: string | null };

/**
 * Every attempt of a webhook subscriber's or chat integration's deliveries, newest first, by keyset on
 * (created_at, id).
 */
export async function deliveryLogPage(
  db: Queryable,
  target: DeliveryTarget,
  query: DeliveryLogQuery,
): Promise<DeliveryLog> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await listDeliveriesPage(db, target, after, query.limit);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    deliveries: shown.map(({ cursor_created_at: _cursor, ...delivery }) => delivery),
    next_cursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.cursor_created_at, id: last.id }) : null,
  };
}

export type ListDeliveriesInput = DeliveryLogQuery & { pageId: string; id: string };

/** The webhook subscriber's delivery log. */
export async function listDeliveries({
  ctx,
  actor,
  input,
}: VerbArgs<ListDeliveriesInput>): Promise<DeliveryLog> {
  const webhook = await requireWebhookOfPage(ctx.db, actor, input.pageId, input.id);
  return deliveryLogPage(ctx.db, { subscriberId: webhook.id }, input);
}
