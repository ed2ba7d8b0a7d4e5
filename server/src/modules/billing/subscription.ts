import type { VerbArgs } from '../../lib/actor';
import type { PlanName } from '../../lib/enums';
import { AppError, fail, notFound, statusOf } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { findOrganization, type OrganizationRow } from '../organizations/repository';
import { type MetricUsage, metricsAgainst } from '../plans/get-usage';
import { PLANS } from '../plans/plans';
import { countOrganizationUsage, findSubscription, updateSubscription } from '../plans/repository';
import { type InvoiceRow, listInvoicesOf } from './repository';

/** Thrown by a downgrade that current usage does not fit; the route answers it with the list. */
export class PlanUsageExceeds extends AppError {
  constructor(
    readonly plan: PlanName,
    readonly exceeding: MetricUsage[],
  ) {
    super(
      statusOf('plan_usage_exceeds'),
      'plan_usage_exceeds',
      `Your current usage does not fit the ${plan} plan: ${exceeding
        .map((item) => `${item.metric} ${item.used} of ${item.limit}`)
        .join(', ')}`,
      exceeding.map((item) => ({
        field: item.metric,
        code: 'plan_usage_exceeds',
        message: `${item.used} used, the ${plan} plan allows ${item.limit}`,
      })),
    );
  }
}

export const alreadyOnPlan = (plan: PlanName) =>
  fail('already_on_plan', `You are already on the ${plan} plan`);

export async function organizationOf(ctx: VerbArgs['ctx'], id: string): Promise<OrganizationRow> {
  const organization = await findOrganization(ctx.db, id);
  if (!organization) throw notFound('Organization not found');
  return organization;
}

export async function listInvoices({ ctx, actor }: VerbArgs): Promise<{ invoices: InvoiceRow[] }> {
  return { invoices: await listInvoicesOf(ctx.db, actor.organizationId) };
}

/**
 * Downgrade, at once: refused (409 plan_usage_exceeds, with each metric over the lower plan's limit) unless
 * the organisation's current usage fits. Counting under the organisation lock means no create can slip in
 * between the check and the change. No refund; a paid-to-paid downgrade keeps the period, free has none.
 */
export async function downgrade({
  ctx,
  actor,
  input,
}: VerbArgs<{ plan: PlanName }>): Promise<{ organization: OrganizationRow }> {
  const target = PLANS[input.plan];
  await withTransaction(ctx, async (tx) => {
    const current = await findSubscription(tx, actor.organizationId, true);
    if (!current) throw notFound('Organization not found');
    if (current.plan === target.name) throw alreadyOnPlan(target.name);
    if (target.price_cents > PLANS[current.plan].price_cents) {
      throw fail('use_subscribe', `The ${target.name} plan is an upgrade: use /v1/payments/subscribe`);
    }
    const used = await countOrganizationUsage(tx, actor.organizationId);
    const exceeding = metricsAgainst(target, used).filter((metric) => metric.used > metric.limit);
    if (exceeding.length > 0) throw new PlanUsageExceeds(target.name, exceeding);
    const paid = target.price_cents > 0;
    await updateSubscription(tx, actor.organizationId, {
      plan: target.name,
      periodStart: paid ? current.plan_period_start : null,
      periodEnd: paid ? current.plan_period_end : null,
    });
  });
  return { organization: await organizationOf(ctx, actor.organizationId) };
}
