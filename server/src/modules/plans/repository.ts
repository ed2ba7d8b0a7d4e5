import type { Queryable } from '../../db/db';
import type { PlanName } from '../../lib/enums';

/**
 * The organisation's plan, with its row locked for the rest of the transaction: every create that counts
 * against a limit takes this lock first, so two concurrent creates at the limit cannot both pass.
 */
export async function lockOrganizationPlan(tx: Queryable, organizationId: string): Promise<PlanName> {
  const rows = await tx.query<{ plan: PlanName }>('SELECT plan FROM organizations WHERE id = $1 FOR UPDATE', [
    organizationId,
  ]);
  const row = rows[0];
  if (!row) throw new Error('organization not found');
  return row.plan;
}

export async function findOrganizationPlan(db: Queryable, organizationId: string): Promise<PlanName> {
  const rows = await db.query<{ plan: PlanName }>('SELECT plan FROM organizations WHERE id = $1', [
    organizationId,
  ]);
  return rows[0]?.plan ?? 'free';
}

export async function countOrganizationUsage(
  db: Queryable,
  organizationId: string,
): Promise<{ pages: number; members: number }> {
  const rows = await db.query<{ pages: number; members: number }>(
    `SELECT (SELECT count(*)::int FROM pages WHERE organization_id = $1) AS pages,
            (SELECT count(*)::int FROM users WHERE organization_id = $1) AS members`,
    [organizationId],
  );
  return rows[0] ?? { pages: 0, members: 0 };
}
