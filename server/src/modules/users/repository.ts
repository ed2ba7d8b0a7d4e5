import type { Queryable } from '../../db/db';
import type { Language } from '../../lib/enums';
import type { Role } from '../../lib/permissions';

export type UserRow = {
  id: string;
  organization_id: string;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  role: Role;
};

const USER_COLUMNS = 'id, organization_id, email, password_hash, email_verified_at, role';

/** A new organisation; its invoices and billing mails start in `billingLanguage` (the founder's language). */
export async function insertOrganization(
  tx: Queryable,
  name: string,
  billingLanguage: Language = 'en',
): Promise<{ id: string }> {
  const rows = await tx.query<{ id: string }>(
    'INSERT INTO organizations (name, billing_language) VALUES ($1, $2) RETURNING id',
    [name, billingLanguage],
  );
  const row = rows[0];
  if (!row) throw new Error('organization insert returned no row');
  return row;
}

export async function insertUser(
  tx: Queryable,
  user: {
    organizationId: string;
    email: string;
    passwordHash: string;
    role: Role;
    verified?: boolean;
    /** Joins through an invitation (rather than creating the organisation). */
    invited?: boolean;
  },
): Promise<UserRow> {
  const rows = await tx.query<UserRow>(
    `INSERT INTO users (organization_id, email, password_hash, role, email_verified_at, invitation_accepted_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END, CASE WHEN $6::boolean THEN now() END)
     RETURNING ${USER_COLUMNS}`,
    [
      user.organizationId,
      user.email,
      user.passwordHash,
      user.role,
      user.verified ?? false,
      user.invited ?? false,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
    email,
  ]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function markEmailVerified(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1', [
    userId,
  ]);
}

export async function updatePasswordHash(tx: Queryable, userId: string, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

/**
 * Only the user in it, no status pages, on the free plan, and no billing history (invoices are records we
 * keep; a saved card is vaulted with the provider): nothing is lost when it is deleted.
 */
export async function isEmptyOrganization(
  db: Queryable,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db.query<{ empty: boolean }>(
    `SELECT o.plan = 'free'
            AND NOT EXISTS (SELECT 1 FROM users WHERE organization_id = o.id AND id <> $2)
            AND NOT EXISTS (SELECT 1 FROM pages WHERE organization_id = o.id)
            AND NOT EXISTS (SELECT 1 FROM invoices WHERE organization_id = o.id)
            AND NOT EXISTS (SELECT 1 FROM payment_methods WHERE organization_id = o.id) AS empty
     FROM organizations o WHERE o.id = $1`,
    [organizationId, userId],
  );
  return rows[0]?.empty ?? false;
}

/** Locks the organisations in id order, so two transactions locking the same pair cannot deadlock; answers how many exist. */
export async function lockOrganizations(tx: Queryable, ids: string[]): Promise<number> {
  const rows = await tx.query(
    'SELECT id FROM organizations WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  return rows.length;
}

/** An account joining another organisation through an invitation: its sessions there count from now. */
export async function moveUserToOrganization(
  tx: Queryable,
  userId: string,
  organizationId: string,
  role: Role,
): Promise<void> {
  await tx.query(
    `UPDATE users SET organization_id = $2, role = $3, invitation_accepted_at = now(), updated_at = now()
     WHERE id = $1`,
    [userId, organizationId, role],
  );
}

export async function deleteOrganization(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM organizations WHERE id = $1', [id]);
}

/** The addresses of the organisation's owners and admins: who hears when something of theirs stops working. */
export async function listAdminEmails(db: Queryable, organizationId: string): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `SELECT email FROM users WHERE organization_id = $1 AND role IN ('owner', 'admin') ORDER BY created_at, id`,
    [organizationId],
  );
  return rows.map((row) => row.email);
}
