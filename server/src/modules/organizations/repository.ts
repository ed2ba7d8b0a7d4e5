import type { Queryable } from '../../db/db';
import type { PlanName } from '../../lib/enums';

export type OrganizationRow = {
  id: string;
  name: string;
  plan: PlanName;
  created_at: Date;
  counts: { pages: number; members: number; invitations: number; api_tokens: number };
};

type Flat = Omit<OrganizationRow, 'counts'> & OrganizationRow['counts'];

/**
 * The organisation with what it holds: members, pending (unexpired) invitations and live API tokens
 * (neither revoked nor expired), the same things the plan limits count.
 */
export async function findOrganization(db: Queryable, id: string): Promise<OrganizationRow | null> {
  const rows = await db.query<Flat>(
    `SELECT o.id, o.name, o.plan, o.created_at,
            (SELECT count(*)::int FROM pages WHERE organization_id = o.id) AS pages,
            (SELECT count(*)::int FROM users WHERE organization_id = o.id) AS members,
            (SELECT count(*)::int FROM invitations
              WHERE organization_id = o.id AND expires_at > now()) AS invitations,
            (SELECT count(*)::int FROM api_tokens
              WHERE organization_id = o.id AND revoked_at IS NULL
                AND (expires_at IS NULL OR expires_at > now())) AS api_tokens
     FROM organizations o WHERE o.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const { pages, members, invitations, api_tokens, ...organization } = row;
  return { ...organization, counts: { pages, members, invitations, api_tokens } };
}

export async function updateOrganizationName(tx: Queryable, id: string, name: string): Promise<boolean> {
  const rows = await tx.query('UPDATE organizations SET name = $2 WHERE id = $1 RETURNING id', [id, name]);
  return rows.length > 0;
}

export async function findOrganizationName(db: Queryable, id: string): Promise<string | null> {
  const rows = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [id]);
  return rows[0]?.name ?? null;
}
