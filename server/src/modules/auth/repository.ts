import type { Queryable } from '../../db/db';
import type { Role } from '../../lib/permissions';

export type OneTimePurpose = 'verify_email' | 'reset_password';

export async function insertOneTimeToken(
  tx: Queryable,
  token: { userId: string; purpose: OneTimePurpose; hash: string; ttlSeconds: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + ($4::integer * interval '1 second'))`,
    [token.userId, token.purpose, token.hash, token.ttlSeconds],
  );
}

/** Marks the token used in one statement, so two concurrent uses cannot both succeed. */
export async function consumeOneTimeToken(
  tx: Queryable,
  purpose: OneTimePurpose,
  hash: string,
): Promise<{ user_id: string } | null> {
  const rows = await tx.query<{ user_id: string }>(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hash, purpose],
  );
  return rows[0] ?? null;
}

/** Whether a token that can no longer be consumed (used or expired) was issued to a now verified account. */
export async function verifiedOwnerOfUsedToken(
  tx: Queryable,
  purpose: OneTimePurpose,
  hash: string,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM one_time_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.purpose = $2 AND u.email_verified_at IS NOT NULL`,
    [hash, purpose],
  );
  return rows.length > 0;
}

/** Whether a token could be consumed now, without consuming it (to skip costly work for junk tokens). */
export async function isOneTimeTokenUsable(
  db: Queryable,
  purpose: OneTimePurpose,
  hash: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM one_time_tokens
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hash, purpose],
  );
  return rows.length > 0;
}

export async function useUpOneTimeTokens(
  tx: Queryable,
  userId: string,
  purpose: OneTimePurpose,
): Promise<void> {
  await tx.query(
    'UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose],
  );
}

export type RefreshTokenRow = {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  /** 0 for the token a login issued, one more for each successor down the chain. */
  generation: number;
  /**
   * Whether another token of this family, of the same generation or a later one, has been used: the
   * browser moved on from this token (or from the branch it sits on), so presenting it is reuse.
   */
  superseded: boolean;
  expired: boolean;
  organization_id: string;
  role: Role;
};

export async function insertRefreshToken(
  tx: Queryable,
  token: {
    userId: string;
    familyId: string | null;
    generation: number;
    hash: string;
    expiresAt: Date | null;
    ttlSeconds: number;
  },
): Promise<{ id: string; family_id: string }> {
  const rows = await tx.query<{ id: string; family_id: string }>(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, generation)
     VALUES ($1, coalesce($2::uuid, gen_random_uuid()), $3,
             coalesce($4::timestamptz, now() + ($5::integer * interval '1 second')), $6)
     RETURNING id, family_id`,
    [token.userId, token.familyId, token.hash, token.expiresAt, token.ttlSeconds, token.generation],
  );
  const row = rows[0];
  if (!row) throw new Error('refresh token insert returned no row');
  return row;
}

/**
 * Locks the user row: refresh, logout, password reset and reuse revocation all take this lock first, so a
 * revocation never misses a token that a concurrent refresh is inserting (its UPDATE could not see it).
 */
export async function lockUser(tx: Queryable, userId: string): Promise<{ password_hash: string } | null> {
  const rows = await tx.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return rows[0] ?? null;
}

/** Locks the user who owns a refresh token (see lockUser); null for an unknown token. */
export async function lockUserOfRefreshToken(tx: Queryable, hash: string): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM users WHERE id = (SELECT user_id FROM refresh_tokens WHERE token_hash = $1) FOR UPDATE',
    [hash],
  );
  return rows[0]?.id ?? null;
}

/** Locks the token row for the rotation decision; call lockUserOfRefreshToken first. */
export async function findRefreshTokenForUpdate(
  tx: Queryable,
  hash: string,
): Promise<RefreshTokenRow | null> {
  const rows = await tx.query<RefreshTokenRow>(
    `SELECT t.id, t.user_id, t.family_id, t.expires_at, t.rotated_at, t.revoked_at, t.generation,
            EXISTS (
              SELECT 1 FROM refresh_tokens used
              WHERE used.family_id = t.family_id AND used.id <> t.id
                AND used.rotated_at IS NOT NULL AND used.generation >= t.generation
            ) AS superseded,
            t.expires_at <= now() AS expired,
            u.organization_id, u.role
     FROM refresh_tokens t
     JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1
     FOR UPDATE OF t`,
    [hash],
  );
  return rows[0] ?? null;
}

/**
 * Records that a token was used: rotated_at is kept from the first use (later ones only issue another
 * successor for a lost answer), replaced_by names the newest successor issued for it.
 */
export async function markRefreshTokenUsed(tx: Queryable, id: string, replacedBy: string): Promise<void> {
  await tx.query(
    'UPDATE refresh_tokens SET rotated_at = coalesce(rotated_at, now()), replaced_by = $2 WHERE id = $1',
    [id, replacedBy],
  );
}

export async function revokeRefreshFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
}

export async function findRefreshFamilyByHash(
  db: Queryable,
  hash: string,
): Promise<{ user_id: string; family_id: string } | null> {
  const rows = await db.query<{ user_id: string; family_id: string }>(
    'SELECT user_id, family_id FROM refresh_tokens WHERE token_hash = $1',
    [hash],
  );
  return rows[0] ?? null;
}

export async function revokeAllRefreshTokens(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}

/**
 * The member behind an access token, if its session (refresh family) is still live: a logout, a reuse
 * revocation or a password reset ends the access token's validity at once, not when it expires.
 */
export type SessionMember = {
  id: string;
  organization_id: string;
  email: string;
  role: Role;
  session_expires_at: Date;
};

/** The member a live session (refresh family) belongs to, and when the session's last live token expires. */
export async function findSessionMember(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<SessionMember | null> {
  const rows = await db.query<SessionMember>(
    `SELECT u.id, u.organization_id, u.email, u.role, s.expires_at AS session_expires_at
     FROM users u,
       LATERAL (SELECT max(t.expires_at) AS expires_at FROM refresh_tokens t
                WHERE t.family_id = $2 AND t.user_id = u.id AND t.revoked_at IS NULL AND t.expires_at > now()) s
     WHERE u.id = $1 AND s.expires_at IS NOT NULL`,
    [userId, sessionId],
  );
  return rows[0] ?? null;
}
