import type { Queryable } from '../../db/db';
import type { Role } from '../../lib/permissions';

export type InvitationRow = {
  id: string;
  email: string;
  role: Role;
  invited_at: Date;
  expires_at: Date;
  invited_by_email: string | null;
};

const INVITATION_COLUMNS = `i.id, i.email, i.role, i.invited_at, i.expires_at,
  (SELECT email FROM users WHERE id = i.invited_by) AS invited_by_email`;

/** Every invitation of the organisation, expired ones too (they can be resent). */
export async function listInvitations(db: Queryable, organizationId: string): Promise<InvitationRow[]> {
  return db.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM invitations i WHERE i.organization_id = $1 ORDER BY i.invited_at, i.id`,
    [organizationId],
  );
}

export async function findInvitation(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<(InvitationRow & { expired: boolean }) | null> {
  const rows = await db.query<InvitationRow & { expired: boolean }>(
    `SELECT ${INVITATION_COLUMNS}, i.expires_at <= now() AS expired
     FROM invitations i WHERE i.organization_id = $1 AND i.id = $2`,
    [organizationId, id],
  );
  return rows[0] ?? null;
}

export async function findInvitationByEmail(
  db: Queryable,
  organizationId: string,
  email: string,
): Promise<{ id: string; expired: boolean } | null> {
  const rows = await db.query<{ id: string; expired: boolean }>(
    `SELECT id, expires_at <= now() AS expired FROM invitations
     WHERE organization_id = $1 AND lower(email) = lower($2)`,
    [organizationId, email],
  );
  return rows[0] ?? null;
}

export async function insertInvitation(
  tx: Queryable,
  invitation: {
    organizationId: string;
    email: string;
    role: Role;
    tokenHash: string;
    invitedBy: string | null;
    ttlSeconds: number;
  },
): Promise<{ id: string }> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO invitations (organization_id, email, role, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + ($6::integer * interval '1 second'))
     RETURNING id`,
    [
      invitation.organizationId,
      invitation.email,
      invitation.role,
      invitation.tokenHash,
      invitation.invitedBy,
      invitation.ttlSeconds,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('invitation insert returned no row');
  return row;
}

/** A new link: the old token stops working, the expiry starts again. */
export async function renewInvitation(
  tx: Queryable,
  id: string,
  renewal: { tokenHash: string; invitedBy: string | null; ttlSeconds: number },
): Promise<void> {
  await tx.query(
    `UPDATE invitations SET token_hash = $2, invited_by = $3, invited_at = now(),
       expires_at = now() + ($4::integer * interval '1 second')
     WHERE id = $1`,
    [id, renewal.tokenHash, renewal.invitedBy, renewal.ttlSeconds],
  );
}

export async function deleteInvitation(tx: Queryable, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM invitations WHERE organization_id = $1 AND id = $2 RETURNING id', [
    organizationId,
    id,
  ]);
  return rows.length > 0;
}

export type LiveInvitation = {
  id: string;
  organization_id: string;
  organization_name: string;
  email: string;
  role: Role;
  expires_at: Date;
};

/** The unexpired invitation a link's token belongs to (looked up by the token's SHA-256). */
export async function findLiveInvitationByToken(
  db: Queryable,
  tokenHash: string,
): Promise<LiveInvitation | null> {
  const rows = await db.query<LiveInvitation>(
    `SELECT i.id, i.organization_id, o.name AS organization_name, i.email, i.role, i.expires_at
     FROM invitations i JOIN organizations o ON o.id = i.organization_id
     WHERE i.token_hash = $1 AND i.expires_at > now()`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Uses the link up in one statement, so two concurrent acceptances cannot both succeed. */
export async function consumeInvitation(tx: Queryable, tokenHash: string): Promise<LiveInvitation | null> {
  const rows = await tx.query<LiveInvitation>(
    `DELETE FROM invitations i USING organizations o
     WHERE i.token_hash = $1 AND i.expires_at > now() AND o.id = i.organization_id
     RETURNING i.id, i.organization_id, o.name AS organization_name, i.email, i.role, i.expires_at`,
    [tokenHash],
  );
  return rows[0] ?? null;
}
