import type { VerbArgs } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { withTransaction } from '../../lib/transaction';
import { revokeApiToken as revokeRow } from './repository';

/** Revokes at once: the secured scope reads the token row on every request. Another org's id → 404. */
export async function revokeApiToken({ ctx, actor, input }: VerbArgs<{ id: string }>): Promise<void> {
  const revoked =
    isUuid(input.id) && (await withTransaction(ctx, (tx) => revokeRow(tx, actor.organizationId, input.id)));
  if (!revoked) throw notFound('API token not found');
}
