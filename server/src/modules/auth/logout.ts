import { hashToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { findRefreshFamilyByHash, revokeRefreshFamily } from './repository';

/** Revokes the family of the presented refresh token; unknown or already revoked tokens are fine. */
export async function logout(ctx: ServiceContext, refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  const familyId = await findRefreshFamilyByHash(ctx.db, hashToken(refreshToken));
  if (familyId) await revokeRefreshFamily(ctx.db, familyId);
}
