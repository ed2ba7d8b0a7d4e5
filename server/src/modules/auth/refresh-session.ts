import type { AnonymousVerbArgs } from '../../lib/actor';
import { hashToken } from '../../lib/secure-token';
import { invalidRefreshToken } from './errors';
import { issueSession, type SessionTokens } from './issue-session';
import {
  findRefreshTokenForUpdate,
  lockUserOfRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshFamily,
} from './repository';

/**
 * Rotates a refresh token. The used tokens of a family form one chain, and only its end may be presented:
 * the newest used token again (its answer never reached the browser: a reload, a dropped connection), or
 * one of the successors issued for it. Each lost answer gets another successor, however late the retry.
 *
 * Any other token is superseded: a token of its generation or a later one has been used, so the browser
 * moved on and whoever presents it holds a leaked copy. That revokes the whole family (RFC 9700 §4.14.2),
 * which also kills every older token and every unused branch beside the chain.
 *
 * "Used" means presented here, not its access token sent to an API route: the browser stores both tokens
 * at once, so a browser using the new access token renews with the new refresh token anyway; counting
 * access would put a write on every authenticated request for no extra detection.
 *
 * The user row is locked first, so this serialises with logout and password reset (see lockUser).
 */
export async function refreshSession({
  ctx,
  input: { refreshToken },
}: AnonymousVerbArgs<{ refreshToken: string }>): Promise<SessionTokens> {
  // The transaction returns null instead of throwing so that a family revocation is committed.
  const tokens = await ctx.db.transaction(async (tx) => {
    const hash = hashToken(refreshToken);
    if (!(await lockUserOfRefreshToken(tx, hash))) return null;
    const row = await findRefreshTokenForUpdate(tx, hash);
    if (!row || row.revoked_at || row.expired) return null;
    if (row.superseded) {
      await revokeRefreshFamily(tx, row.family_id);
      ctx.log.warn({ familyId: row.family_id }, 'refresh token reuse detected; family revoked');
      return null;
    }
    if (row.rotated_at) {
      ctx.log.info({ familyId: row.family_id }, 'refresh answer lost; another successor issued');
    }
    const user = { id: row.user_id, organization_id: row.organization_id, role: row.role };
    const family = { id: row.family_id, expiresAt: row.expires_at, generation: row.generation + 1 };
    const next = await issueSession(tx, ctx.config, user, family);
    await markRefreshTokenUsed(tx, row.id, next.refreshTokenId);
    return next;
  });
  if (!tokens) throw invalidRefreshToken();
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token };
}
