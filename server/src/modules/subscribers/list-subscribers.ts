import type { VerbArgs } from '../../lib/actor';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { requirePageOfOrganization } from '../pages/require-page';
import {
  countSubscribers,
  listSubscribersPage,
  type SubscriberRow,
  type SubscriberState,
  type SubscriberType,
} from './repository';

export type ListSubscribersInput = {
  pageId: string;
  state?: SubscriberState;
  type?: SubscriberType;
  q?: string;
  limit: number;
  cursor?: string;
};

export type SubscriberPage = { subscribers: SubscriberRow[]; next_cursor: string | null; total: number };

/**
 * Keyset pagination on (created_at, id), both descending: while a client walks the list, rows added or
 * removed meanwhile never make another row repeat or go missing.
 */
export async function listSubscribers({
  ctx,
  actor,
  input,
}: VerbArgs<ListSubscribersInput>): Promise<SubscriberPage> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const q = input.q?.trim() || undefined;
  const filter = { pageId: page.id, state: input.state, type: input.type, q };
  const rows = await listSubscribersPage(ctx.db, filter, after, input.limit);
  const shown = rows.slice(0, input.limit);
  const last = shown.at(-1);
  return {
    subscribers: shown.map(({ cursor_created_at: _cursor, ...subscriber }) => subscriber),
    next_cursor:
      rows.length > input.limit && last ? encodeCursor({ at: last.cursor_created_at, id: last.id }) : null,
    total: await countSubscribers(ctx.db, filter),
  };
}
