import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { signAccessToken } from '../../lib/jwt';
import type { Role } from '../../lib/permissions';
import { createSecureToken } from '../../lib/secure-token';
import { REFRESH_TOKEN_LIFETIME } from './policy';
import { insertRefreshToken } from './repository';

export type SessionTokens = { access_token: string; refresh_token: string };

type SessionUser = { id: string; organization_id: string; role: Role };

/** Where a successor joins its family: the family's absolute expiry and the new token's generation. */
export type FamilyPlace = { id: string; expiresAt: Date; generation: number };

/**
 * Issues an access token and a refresh token. Without `family` this starts a new login; with it the
 * new refresh token joins that family and keeps the family's absolute expiry.
 */
export async function issueSession(
  tx: Queryable,
  config: Config,
  user: SessionUser,
  family: FamilyPlace | null = null,
): Promise<SessionTokens & { refreshTokenId: string }> {
  const refresh = createSecureToken();
  const { id, family_id } = await insertRefreshToken(tx, {
    userId: user.id,
    familyId: family?.id ?? null,
    generation: family?.generation ?? 0,
    hash: refresh.hash,
    expiresAt: family?.expiresAt ?? null,
    ttlSeconds: REFRESH_TOKEN_LIFETIME,
  });
  const access = signAccessToken(
    { sub: user.id, org: user.organization_id, sid: family_id },
    config.jwtSecret,
    config.accessTokenTtlSeconds,
  );
  return { access_token: access, refresh_token: refresh.token, refreshTokenId: id };
}
