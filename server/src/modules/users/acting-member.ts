import type { Queryable } from '../../db/db';
import type { Actor } from '../../lib/actor';
import { unauthorized } from '../../lib/errors';

/**
 * For a transaction that inserts rows naming the acting user (api_tokens.created_by,
 * invitations.invited_by). The secured scope read the actor before the transaction began, so the member may
 * have been removed since, and the insert would fail its foreign key (a 500). Call it after the
 * organisation lock, the order removeMember takes too: the key-share lock then holds off a removal until
 * commit, and a member already gone answers 401, as their next request would.
 */
export async function confirmActingMember(tx: Queryable, actor: Actor): Promise<void> {
  const rows = await tx.query('SELECT 1 FROM users WHERE id = $1 AND organization_id = $2 FOR KEY SHARE', [
    actor.userId,
    actor.organizationId,
  ]);
  if (rows.length === 0) throw unauthorized();
}
