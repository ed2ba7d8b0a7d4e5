import type { VerbArgs } from '../../lib/actor';
import type { PlanName } from '../../lib/enums';
import { AppError, notFound } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { findOrganization, type OrganizationRow } from '../organizations/repository';
import { type MetricUsage, metricsAgainst } from '../plans/get-usage';
import { addMonths } from '../plans/period';
import { PLANS } from '../plans/plans';
import { countOrganizationUsage, findSubscription, updateSubscription } from '../plans/repository';
import { isExpired } from './card';
import type { BillingProvider } from './provider';
import { findDefaultPaymentMethod, type InvoiceRow, insertInvoice, listInvoicesOf } from './repository';

type Billing<Input> = VerbArgs<Input> & { provider: BillingProvider };

/** Thrown by a downgrade that current usage does not fit; the route answers it with the list. */
export class PlanUsageExceeds extends AppError {
  constructor(
    readonly plan: PlanName,
    readonly exceeding: MetricUsage[],
  ) {
    super(
      409,
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

const alreadyOnPlan = (plan: PlanName) =>
  new AppError(409, 'already_on_plan', `You are already on the ${plan} plan`);

async function organizationOf(ctx: VerbArgs['ctx'], id: string): Promise<OrganizationRow> {
  const organization = await findOrganization(ctx.db, id);
  if (!organization) throw notFound('Organization not found');
  return organization;
}

export async function listInvoices({ ctx, actor }: VerbArgs): Promise<{ invoices: InvoiceRow[] }> {
  return { invoices: await listInvoicesOf(ctx.db, actor.organizationId) };
}

/**
 * Upgrade: charges the plan's monthly price to the default payment method through the provider and, in the
 * same transaction, records the invoice and the new plan with a period starting now. A declined charge
 * changes nothing (402 card_declined). The organisation row is locked throughout, so two subscribes cannot
 * both charge. No proration: an upgrade starts a new, fully charged period.
 */
export async function subscribe({
  ctx,
  actor,
  input,
  provider,
}: Billing<{ plan: PlanName }>): Promise<{ organization: OrganizationRow; invoice: InvoiceRow }> {
  const target = PLANS[input.plan];
  const invoice = await withTransaction(ctx, async (tx) => {
    const current = await findSubscription(tx, actor.organizationId, true);
    if (!current) throw notFound('Organization not found');
    if (current.plan === target.name) throw alreadyOnPlan(target.name);
    if (target.price_cents < PLANS[current.plan].price_cents) {
      throw new AppError(
        409,
        'use_downgrade',
        `The ${target.name} plan is a downgrade: use /v1/payments/downgrade`,
      );
    }
    const method = await findDefaultPaymentMethod(tx, actor.organizationId);
    if (!method) {
      throw new AppError(402, 'payment_method_required', 'Add a payment method before upgrading');
    }
    // A card that has expired since it was added is declined by any issuer; the test provider knows no dates.
    if (isExpired(method.exp_month, method.exp_year)) {
      throw new AppError(
        402,
        'card_declined',
        'The default card has expired: update its expiry or add another card',
        [{ field: 'exp_month', code: 'card_expired', message: 'The card has expired' }],
      );
    }
    const periodStart = new Date();
    const periodEnd = addMonths(periodStart, 1);
    const charge = await provider.charge({
      ref: method.provider_ref,
      amountCents: target.price_cents,
      currency: 'usd',
      description: `Statusdeck ${target.name} plan, ${periodStart.toISOString().slice(0, 10)}`,
    });
    await updateSubscription(tx, actor.organizationId, { plan: target.name, periodStart, periodEnd });
    return insertInvoice(tx, {
      organizationId: actor.organizationId,
      plan: target.name,
      amountCents: target.price_cents,
      periodStart,
      periodEnd,
      provider: provider.name,
      chargeId: charge.chargeId,
      cardBrand: method.brand,
      cardLast4: method.last4,
    });
  });
  return { organization: await organizationOf(ctx, actor.organizationId), invoice };
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
      throw new AppError(
        409,
        'use_subscribe',
        `The ${target.name} plan is an upgrade: use /v1/payments/subscribe`,
      );
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
