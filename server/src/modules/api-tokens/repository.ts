import type { Queryable } from '../../db/db';
import type { Role } from '../../lib/permissions';

export type ApiTokenRow = {
  id: string;
  name: string;
  prefix: string;
  role: Role;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  created_by_email: string | null;
};

const COLUMNS = `t.id, t.name, t.prefix, t.role, t.created_at, t.last_used_at, t.expires_at,
  (SELECT u.email FROM users u WHERE u.id = t.created_by) AS created_by_email`;

export async function insertApiToken(
  tx: Queryable,
  token: {
    organizationId: string;
    createdBy: string;
    name: string;
    role: Role;
    hash: string;
    prefix: string;
    expiresAt: string | null;
  },
): Promise<ApiTokenRow> {
  const rows = await tx.query<ApiTokenRow>(
    `WITH t AS (
       INSERT INTO api_tokens (organization_id, created_by, name, role, token_hash, prefix, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *
     ) SELECT ${COLUMNS} FROM t`,
    [
      token.organizationId,
      token.createdBy,
      token.name,
      token.role,
      token.hash,
      token.prefix,
      token.expiresAt,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('api token insert returned no row');
  return row;
}

/** The organisation's tokens that were not revoked (expired ones too: the list says they expired). */
export async function listApiTokensOfOrganization(
  db: Queryable,
  organizationId: string,
): Promise<ApiTokenRow[]> {
  return db.query<ApiTokenRow>(
    `SELECT ${COLUMNS} FROM api_tokens t
     WHERE t.organization_id = $1 AND t.revoked_at IS NULL
     ORDER BY t.created_at, t.id`,
    [organizationId],
  );
}

/** What the plan limit counts: tokens that still work (neither revoked nor expired). */
export async function countLiveApiTokens(db: Queryable, organizationId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM api_tokens
     WHERE organization_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
    [organizationId],
  );
  return rows[0]?.count ?? 0;
}

/** Revokes one of the organisation's live tokens; false when there is none by that id (or it is another's). */
export async function revokeApiToken(tx: Queryable, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE api_tokens SET revoked_at = now()
     WHERE id = $1 AND organization_id = $2 AND revoked_at IS NULL RETURNING id`,
    [id, organizationId],
  );
  return rows.length === 1;
}

/** Revokes every live token `userId` created (a password reset: the account may have been taken). */
export async function revokeApiTokensOfCreator(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE api_tokens SET revoked_at = now() WHERE created_by = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}

export type TokenActorRow = {
  token_id: string;
  organization_id: string;
  token_role: Role;
  user_id: string;
  user_role: Role;
  last_used_at: Date | null;
  expires_at: Date | null;
};

/**
 * The live token with this hash and its creator, who must still be a member of the token's organisation:
 * revoked, expired and orphaned tokens find nothing.
 */
export async function findTokenActor(db: Queryable, hash: string): Promise<TokenActorRow | null> {
  const rows = await db.query<TokenActorRow>(
    `SELECT t.id AS token_id, t.organization_id, t.role AS token_role, u.id AS user_id, u.role AS user_role,
            t.last_used_at, t.expires_at
     FROM api_tokens t JOIN users u ON u.id = t.created_by AND u.organization_id = t.organization_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())`,
    [hash],
  );
  return rows[0] ?? null;
}

/** Records a use, unless one was recorded within the last minute (then nothing is written). */
export async function touchApiToken(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE api_tokens SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  );
}
