import type { Queryable } from '../../db/db';
import type { PlanName } from '../../lib/enums';
import { holdsPlanPlace } from '../subscribers/repository';

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

export type Subscription = {
  plan: PlanName;
  created_at: Date;
  plan_period_start: Date | null;
  plan_period_end: Date | null;
};

/** The plan and its period (`forUpdate` takes the same organisation lock as the plan limits). */
export async function findSubscription(
  db: Queryable,
  organizationId: string,
  forUpdate = false,
): Promise<Subscription | null> {
  const rows = await db.query<Subscription>(
    `SELECT plan, created_at, plan_period_start, plan_period_end FROM organizations WHERE id = $1
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [organizationId],
  );
  return rows[0] ?? null;
}

/** Members as the plan counts them: people in the organisation plus pending (unexpired) invitations. */
const MEMBERS = `(SELECT count(*)::int FROM users WHERE organization_id = $1)
  + (SELECT count(*)::int FROM invitations WHERE organization_id = $1 AND expires_at > now())`;

export async function countMembersWithInvitations(db: Queryable, organizationId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(`SELECT ${MEMBERS} AS count`, [organizationId]);
  return rows[0]?.count ?? 0;
}

export type UsageCounts = {
  pages: number;
  /** Live components of the organisation's page that has the most. */
  components: number;
  /** Confirmed subscribers and pending ones with a working link, of the page that has the most. */
  subscribers: number;
  members: number;
  api_tokens: number;
  /** Pages whose access is not public (password or audience). */
  private_pages: number;
};

/** Everything the plan limits count, as the limits count it (see each create's enforcePlanLimit). */
export async function countOrganizationUsage(db: Queryable, organizationId: string): Promise<UsageCounts> {
  const rows = await db.query<UsageCounts>(
    `SELECT
       (SELECT count(*)::int FROM pages WHERE organization_id = $1) AS pages,
       (SELECT coalesce(max(n), 0)::int FROM (
          SELECT count(*) AS n FROM components c JOIN pages p ON p.id = c.page_id
          WHERE p.organization_id = $1 AND c.deleted_at IS NULL GROUP BY c.page_id) AS per_page) AS components,
       (SELECT coalesce(max(n), 0)::int FROM (
          SELECT count(*) AS n FROM subscribers s JOIN pages p ON p.id = s.page_id
          WHERE p.organization_id = $1 AND ${holdsPlanPlace('s')}
          GROUP BY s.page_id) AS per_page)
         AS subscribers,
       ${MEMBERS} AS members,
       (SELECT count(*)::int FROM api_tokens WHERE organization_id = $1 AND revoked_at IS NULL
          AND (expires_at IS NULL OR expires_at > now())) AS api_tokens,
       (SELECT count(*)::int FROM pages WHERE organization_id = $1 AND access <> 'public') AS private_pages`,
    [organizationId],
  );
  return rows[0] ?? { pages: 0, components: 0, subscribers: 0, members: 0, api_tokens: 0, private_pages: 0 };
}
