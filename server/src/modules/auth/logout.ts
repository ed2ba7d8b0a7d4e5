import type { AnonymousVerbArgs } from '../../lib/actor';
import { hashToken } from '../../lib/secure-token';
import { findRefreshFamilyByHash, lockUser, revokeRefreshFamily } from './repository';

/**
 * Revokes the family of the presented refresh token; unknown or already revoked tokens are fine. The user
 * lock makes a refresh running at this moment finish first, so the token it inserts is revoked too.
 */
export async function logout({
  ctx,
  input: { refreshToken },
}: AnonymousVerbArgs<{ refreshToken: string | null }>): Promise<void> {
  if (!refreshToken) return;
  await ctx.db.transaction(async (tx) => {
    const token = await findRefreshFamilyByHash(tx, hashToken(refreshToken));
    if (!token) return;
    await lockUser(tx, token.user_id);
    await revokeRefreshFamily(tx, token.family_id);
  });
}
