import { hashToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { invalidRefreshToken } from './errors';
import { issueSession, type SessionTokens } from './issue-session';
import { REFRESH_REUSE_GRACE } from './policy';
import {
  findRefreshTokenForUpdate,
  lockUserOfRefreshToken,
  markGraceUsed,
  markRefreshTokenRotated,
  revokeRefreshFamily,
} from './repository';

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it leaked (or a client is
 * broken): the whole family is revoked, except for one use within the short grace described in policy.ts.
 * The user row is locked first, so this serialises with logout and password reset (see lockUser).
 */
export async function refreshSession(ctx: ServiceContext, refreshToken: string): Promise<SessionTokens> {
  // The transaction returns null instead of throwing so that a family revocation is committed.
  const tokens = await ctx.db.transaction(async (tx) => {
    const hash = hashToken(refreshToken);
    if (!(await lockUserOfRefreshToken(tx, hash))) return null;
    const row = await findRefreshTokenForUpdate(tx, hash, REFRESH_REUSE_GRACE);
    if (!row || row.revoked_at || row.expired) return null;
    const user = { id: row.user_id, organization_id: row.organization_id, role: row.role };
    const family = { id: row.family_id, expiresAt: row.expires_at };
    if (row.rotated_at) {
      if (row.within_grace && row.successor_live && !row.grace_used_at) {
        await markGraceUsed(tx, row.id);
        return issueSession(tx, ctx.config, user, family);
      }
      await revokeRefreshFamily(tx, row.family_id);
      ctx.log.warn({ familyId: row.family_id }, 'refresh token reuse detected; family revoked');
      return null;
    }
    const next = await issueSession(tx, ctx.config, user, family);
    await markRefreshTokenRotated(tx, row.id, next.refreshTokenId);
    return next;
  });
  if (!tokens) throw invalidRefreshToken();
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token };
}
