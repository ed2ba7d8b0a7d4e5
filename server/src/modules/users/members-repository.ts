import type { Queryable } from '../../db/db';
import type { Role } from '../../lib/permissions';

export type MemberRow = {
  id: string;
  email: string;
  role: Role;
  joined_at: Date;
  last_sign_in_at: Date | null;
};

/**
 * A sign-in starts a refresh family (each rotation adds a token to it), so the last sign-in is the latest
 * first token of any of the user's families.
 */
const MEMBER_COLUMNS = `u.id, u.email, u.role, u.created_at AS joined_at,
  (SELECT max(started) FROM (
     SELECT min(t.created_at) AS started FROM refresh_tokens t WHERE t.user_id = u.id GROUP BY t.family_id
   ) families) AS last_sign_in_at`;

export async function listMembers(db: Queryable, organizationId: string): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM users u WHERE u.organization_id = $1 ORDER BY u.created_at, u.id`,
    [organizationId],
  );
}

export async function findMember(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM users u WHERE u.organization_id = $1 AND u.id = $2`,
    [organizationId, id],
  );
  return rows[0] ?? null;
}

/** The member's row locked: role changes and removals of one organisation are serialised by its row lock too. */
export async function lockMember(
  tx: Queryable,
  organizationId: string,
  id: string,
): Promise<{ id: string; role: Role } | null> {
  const rows = await tx.query<{ id: string; role: Role }>(
    'SELECT id, role FROM users WHERE organization_id = $1 AND id = $2 FOR UPDATE',
    [organizationId, id],
  );
  return rows[0] ?? null;
}

export async function countOwners(db: Queryable, organizationId: string): Promise<number> {
  const rows = await db.query<{ owners: number }>(
    "SELECT count(*)::int AS owners FROM users WHERE organization_id = $1 AND role = 'owner'",
    [organizationId],
  );
  return rows[0]?.owners ?? 0;
}

export async function setMemberRole(tx: Queryable, id: string, role: Role): Promise<void> {
  await tx.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [id, role]);
}

/** Deletes the account: its refresh tokens (and every other row of it) go with it. */
export async function deleteMember(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM users WHERE id = $1', [id]);
}

export async function findMemberByEmail(
  db: Queryable,
  organizationId: string,
  email: string,
): Promise<{ id: string } | null> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM users WHERE organization_id = $1 AND lower(email) = lower($2)',
    [organizationId, email],
  );
  return rows[0] ?? null;
}

/** Members plus pending (unexpired) invitations: what the plan's member limit counts. */
export async function countSeats(db: Queryable, organizationId: string, exceptInvitationId?: string) {
  const rows = await db.query<{ seats: number }>(
    `SELECT (SELECT count(*)::int FROM users WHERE organization_id = $1)
          + (SELECT count(*)::int FROM invitations
             WHERE organization_id = $1 AND expires_at > now() AND id IS DISTINCT FROM $2::uuid) AS seats`,
    [organizationId, exceptInvitationId ?? null],
  );
  return rows[0]?.seats ?? 0;
}

/** Revokes every live refresh family of the user except `keepFamilyId`; returns how many sessions ended. */
export async function revokeOtherSessions(
  tx: Queryable,
  userId: string,
  keepFamilyId: string,
): Promise<number> {
  const rows = await tx.query<{ family_id: string; live: boolean }>(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE user_id = $1 AND family_id <> $2 AND revoked_at IS NULL
     RETURNING family_id, expires_at > now() AS live`,
    [userId, keepFamilyId],
  );
  // Counted per family, live ones only: an expired family was no session anyone could still use.
  return new Set(rows.filter((row) => row.live).map((row) => row.family_id)).size;
}
