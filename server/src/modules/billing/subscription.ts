import type { VerbArgs } from '../../lib/actor';
import type { PlanName } from '../../lib/enums';
import { AppError, fail, notFound, statusOf } from '../../lib/errors';
import { findOrganization, type OrganizationRow } from '../organizations/repository';
import type { MetricUsage } from '../plans/get-usage';
import { type DeclinedChargeRow, listDeclinedCharges } from './charge-attempt-repository';
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

/** How many declined payments the subscription screen lists: a year of monthly renewals and their retries. */
export const DECLINED_CHARGES_LISTED = 24;

/** Payments the provider declined (no invoice was issued for them), newest first. */
export async function listDeclinedPayments({
  ctx,
  actor,
}: VerbArgs): Promise<{ charges: DeclinedChargeRow[] }> {
  return { charges: await listDeclinedCharges(ctx.db, actor.organizationId, DECLINED_CHARGES_LISTED) };
}
