import type { Tx } from '../../lib/transaction';
import { currentPeriod } from './period';
import type { LimitName, Plan } from './plans';

/** Owners are mailed once when a limit's use reaches each of these percentages, per period. */
export const USAGE_WARNING_THRESHOLDS = [80, 100] as const;

/**
 * Called by a create that passed its plan limit, with the count it leaves: records the highest threshold
 * it reaches that was not recorded this period (the lower ones are recorded as already told, so a jump
 * straight to the limit sends one mail). The billing worker mails what is recorded (usage-warning-mail.ts).
 */
export async function recordUsageWarning(
  tx: Tx,
  organizationId: string,
  plan: Plan,
  limit: LimitName,
  used: number,
): Promise<void> {
  const max = plan.limits[limit];
  if (max <= 0) return;
  const reached = USAGE_WARNING_THRESHOLDS.filter((threshold) => used * 100 >= threshold * max);
  const highest = reached.at(-1);
  if (highest === undefined) return;
  const rows = await tx.query<{ anchor: Date }>(
    'SELECT coalesce(plan_period_start, created_at) AS anchor FROM organizations WHERE id = $1',
    [organizationId],
  );
  const anchor = rows[0]?.anchor;
  if (!anchor) return;
  const { start } = currentPeriod(anchor);
  for (const threshold of reached) {
    await tx.query(
      `INSERT INTO usage_warnings (organization_id, metric, threshold, period_start, plan, used, max, mailed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::boolean THEN NULL ELSE now() END)
       ON CONFLICT DO NOTHING`,
      [organizationId, limit, threshold, start, plan.name, used, max, threshold === highest],
    );
  }
}
