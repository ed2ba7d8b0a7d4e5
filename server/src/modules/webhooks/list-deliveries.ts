import type { VerbArgs } from '../../lib/actor';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { type DeliveryRow, listDeliveriesPage } from './repository';
import { requireWebhookOfPage } from './require-webhook';

export type ListDeliveriesInput = { pageId: string; id: string; limit: number; cursor?: string };

/** Every attempt of the webhook's deliveries, newest first, by keyset on (created_at, id). */
export async function listDeliveries({
  ctx,
  actor,
  input,
}: VerbArgs<ListDeliveriesInput>): Promise<{ deliveries: DeliveryRow[]; next_cursor: string | null }> {
  const webhook = await requireWebhookOfPage(ctx.db, actor, input.pageId, input.id);
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await listDeliveriesPage(ctx.db, webhook.id, after, input.limit);
  const shown = rows.slice(0, input.limit);
  const last = shown.at(-1);
  return {
    deliveries: shown.map(({ cursor_created_at: _cursor, ...delivery }) => delivery),
    next_cursor:
      rows.length > input.limit && last ? encodeCursor({ at: last.cursor_created_at, id: last.id }) : null,
  };
}
