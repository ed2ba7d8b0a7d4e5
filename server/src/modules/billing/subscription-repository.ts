import type { Queryable } from '../../db/db';
import type { Language, PlanName } from '../../lib/enums';
import { ROLE_PERMISSIONS, ROLES } from '../../lib/permissions';

/** The organisation's subscription as billing sees it. */
export type BillingState = {
  plan: PlanName;
  plan_period_start: Date | null;
  plan_period_end: Date | null;
  scheduled_plan: PlanName | null;
  billing_due_at: Date | null;
  renewal_failures: number;
  lapsed_at: Date | null;
};

const COLUMNS =
  'plan, plan_period_start, plan_period_end, scheduled_plan, billing_due_at, renewal_failures, lapsed_at';

/** `forUpdate` takes the organisation lock the plan limits take (so no create slips past a change). */
export async function findBillingState(
  db: Queryable,
  organizationId: string,
  forUpdate = false,
): Promise<BillingState | null> {
  const rows = await db.query<BillingState>(
    `SELECT ${COLUMNS} FROM organizations WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [organizationId],
  );
  return rows[0] ?? null;
}

/**
 * Writes the whole subscription: the plan, its period, the change waiting for the period's end, when the
 * billing worker looks next, failed renewals and the lapse. A plan change starts the usage warnings over.
 */
export async function writeBillingState(
  tx: Queryable,
  organizationId: string,
  state: Omit<BillingState, 'lapsed_at'> & { lapsed_at?: Date | null },
): Promise<void> {
  const rows = await tx.query<{ changed: boolean }>(
    `UPDATE organizations o SET plan = $2, plan_period_start = $3, plan_period_end = $4, scheduled_plan = $5,
       billing_due_at = $6, renewal_failures = $7, lapsed_at = CASE WHEN $8::boolean THEN $9 ELSE o.lapsed_at END
     FROM (SELECT plan AS before FROM organizations WHERE id = $1) AS old
     WHERE o.id = $1 RETURNING old.before <> $2 AS changed`,
    [
      organizationId,
      state.plan,
      state.plan_period_start,
      state.plan_period_end,
      state.scheduled_plan,
      state.billing_due_at,
      state.renewal_failures,
      state.lapsed_at !== undefined,
      state.lapsed_at ?? null,
    ],
  );
  if (rows[0]?.changed) {
    await tx.query('DELETE FROM usage_warnings WHERE organization_id = $1', [organizationId]);
  }
}

/** Only the waiting change (a downgrade, Free = cancelled, or none). */
export async function setScheduledPlan(
  tx: Queryable,
  organizationId: string,
  plan: PlanName | null,
): Promise<void> {
  await tx.query('UPDATE organizations SET scheduled_plan = $2 WHERE id = $1', [organizationId, plan]);
}

/** Only when the worker looks next. */
export async function setBillingDue(tx: Queryable, organizationId: string, at: Date | null): Promise<void> {
  await tx.query('UPDATE organizations SET billing_due_at = $2 WHERE id = $1', [organizationId, at]);
}

/**
 * Takes the organisation whose billing is due first at `now`, leasing it: it is not due again for `leaseMs`
 * (a worker that dies mid-renewal leaves it to the next). SKIP LOCKED lets several workers run.
 * `onlyOrganizationId`: that one organisation or none (the e2e test clock).
 */
export async function claimDueOrganization(
  db: Queryable,
  now: Date,
  leaseMs: number,
  onlyOrganizationId: string | null = null,
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `WITH due AS (
       SELECT id FROM organizations WHERE billing_due_at <= $1 AND ($3::uuid IS NULL OR id = $3)
       ORDER BY billing_due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     UPDATE organizations o SET billing_due_at = $1::timestamptz + make_interval(secs => $2::float8 / 1000)
     FROM due WHERE o.id = due.id RETURNING o.id`,
    [now, leaseMs, onlyOrganizationId],
  );
  return rows[0]?.id ?? null;
}

/** How many renewal attempts of the period starting at `periodStart` there were (declined ones included). */
export async function countRenewalAttempts(
  db: Queryable,
  organizationId: string,
  periodStart: Date,
): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM charge_attempts
     WHERE organization_id = $1 AND kind = 'renewal' AND period_start = $2`,
    [organizationId, periodStart],
  );
  return rows[0]?.count ?? 0;
}

/** Who is mailed about billing (the roles allowed to manage it: the owners) and in which language. */
const BILLING_ROLES = ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('billing.manage'));

/** The billing recipients' addresses and the organisation's billing language (Settings → Subscription). */
export async function billingRecipients(
  db: Queryable,
  organizationId: string,
): Promise<{ emails: string[]; language: Language }> {
  const rows = await db.query<{ email: string | null; language: Language }>(
    `SELECT u.email, o.billing_language AS language FROM organizations o
       LEFT JOIN users u ON u.organization_id = o.id AND u.role = ANY($2::text[])
     WHERE o.id = $1 ORDER BY u.created_at, u.id`,
    [organizationId, BILLING_ROLES],
  );
  return {
    emails: rows.flatMap((row) => (row.email ? [row.email] : [])),
    language: rows[0]?.language ?? 'en',
  };
}
