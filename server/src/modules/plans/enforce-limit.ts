import { fail } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { type LimitName, PLANS } from './plans';
import { lockOrganizationPlan } from './repository';
import { recordUsageWarning } from './usage-warnings';

export const planLimitReached = (limit: LimitName, max: number) =>
  fail('PLAN_LIMIT_REACHED', `Your plan allows at most ${max} (${limit}); upgrade to add more`, [
    { field: limit, code: 'plan_limit', message: `at most ${max}` },
  ]);

/**
 * Call inside the create's transaction, before inserting: locks the organisation (serialising concurrent
 * creates), counts what exists now and refuses with 402 PLAN_LIMIT_REACHED when one more would exceed the
 * plan. `countUsed` runs after the lock, so it sees every create committed before this one. A create that
 * brings the use to 80% or 100% of the limit records a usage warning for the owners (usage-warnings.ts).
 */
export async function enforcePlanLimit(
  tx: Tx,
  organizationId: string,
  limit: LimitName,
  countUsed: () => Promise<number>,
  adding = 1,
): Promise<void> {
  const plan = PLANS[await lockOrganizationPlan(tx, organizationId)];
  const max = plan.limits[limit];
  const used = (await countUsed()) + adding;
  if (used > max) throw planLimitReached(limit, max);
  await recordUsageWarning(tx, organizationId, plan, limit, used);
}
