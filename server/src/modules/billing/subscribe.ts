import { randomUUID } from 'node:crypto';
import type { VerbArgs } from '../../lib/actor';
import type { PlanName } from '../../lib/enums';
import { AppError, fail, notFound } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { withTransaction } from '../../lib/transaction';
import type { OrganizationRow } from '../organizations/repository';
import { addMonths } from '../plans/period';
import { PLANS } from '../plans/plans';
import { findSubscription, updateSubscription } from '../plans/repository';
import { isExpired } from './card';
import {
  type ChargeAttemptRow,
  completeChargeAttempt,
  findOpenChargeAttempt,
  insertChargeAttempt,
  lockChargeAttempt,
  recordChargeOutcome,
} from './charge-attempt-repository';
import type { BillingProvider } from './provider';
import { findDefaultPaymentMethod, type InvoiceRow, insertInvoice } from './repository';
import { alreadyOnPlan, organizationOf } from './subscription';

type Billing<Input> = VerbArgs<Input> & { provider: BillingProvider };

/**
 * Upgrade: charges the plan's monthly price to the default payment method and records the invoice and the
 * new plan with a period starting now. No proration: an upgrade starts a new, fully charged period.
 *
 * The card is never charged inside a database transaction: a commit failing after the charge left the
 * customer charged without an invoice or a plan. Instead the attempt is recorded first (pending, with an
 * idempotency key), the provider is asked outside any transaction, its answer is recorded, and the invoice
 * and plan are written last. A request that finds an attempt still open — a lost answer, a failed commit, or
 * a concurrent request's — settles it first with the same key, which the provider never charges twice. A
 * declined charge changes nothing but the attempt (402 card_declined).
 */
export async function subscribe({
  ctx,
  actor,
  input,
  provider,
}: Billing<{ plan: PlanName }>): Promise<{ organization: OrganizationRow; invoice: InvoiceRow }> {
  // Each round settles one attempt; only an earlier attempt for another plan leads to another round.
  for (;;) {
    const attempt = await withTransaction(ctx, (tx) =>
      openAttempt(tx, actor.organizationId, input.plan, provider),
    );
    if (attempt.plan !== input.plan) {
      await settleAttempt(ctx, provider, attempt).catch((error: unknown) => {
        if (!isDecline(error)) throw error;
      });
      continue;
    }
    const invoice = await settleAttempt(ctx, provider, attempt);
    // Another request settled this attempt first: its plan is the one asked for, already in place.
    if (!invoice) throw alreadyOnPlan(input.plan);
    return { organization: await organizationOf(ctx, actor.organizationId), invoice };
  }
}

/**
 * Under the organisation's lock: the attempt still open, if any, else a new pending one once the upgrade
 * is allowed (not the current plan, not a downgrade, a default card that has not expired).
 */
async function openAttempt(
  tx: Tx,
  organizationId: string,
  plan: PlanName,
  provider: BillingProvider,
): Promise<ChargeAttemptRow> {
  const target = PLANS[plan];
  const current = await findSubscription(tx, organizationId, true);
  if (!current) throw notFound('Organization not found');
  const open = await findOpenChargeAttempt(tx, organizationId);
  if (open) return open;
  if (current.plan === target.name) throw alreadyOnPlan(target.name);
  if (target.price_cents < PLANS[current.plan].price_cents) {
    throw fail('use_downgrade', `The ${target.name} plan is a downgrade: use /v1/payments/downgrade`);
  }
  const method = await findDefaultPaymentMethod(tx, organizationId);
  if (!method) {
    throw fail('payment_method_required');
  }
  // A card that has expired since it was added is declined by any issuer; the test provider knows no dates.
  if (isExpired(method.exp_month, method.exp_year)) {
    throw fail('card_declined', 'The default card has expired: update its expiry or add another card', [
      { field: 'exp_month', code: 'card_expired', message: 'The card has expired' },
    ]);
  }
  return insertChargeAttempt(tx, {
    organization_id: organizationId,
    plan: target.name,
    amount_cents: target.price_cents,
    description: `Statusdeck ${target.name} plan, ${new Date().toISOString().slice(0, 10)}`,
    idempotency_key: randomUUID(),
    provider: provider.name,
    provider_ref: method.provider_ref,
    card_brand: method.brand,
    card_last4: method.last4,
  });
}

/**
 * Charges an open attempt with its key (unless its charge is already recorded), records the outcome, then
 * writes the plan and the invoice and completes it, in one transaction. Null when another request completed
 * it meanwhile. A decline is recorded and thrown; any other provider failure leaves the attempt pending for
 * the next request to settle.
 */
async function settleAttempt(
  ctx: VerbArgs['ctx'],
  provider: BillingProvider,
  attempt: ChargeAttemptRow,
): Promise<InvoiceRow | null> {
  let chargeId = attempt.provider_charge_id;
  if (chargeId === null) {
    try {
      ({ chargeId } = await provider.charge({
        ref: attempt.provider_ref,
        amountCents: attempt.amount_cents,
        currency: 'usd',
        description: attempt.description,
        idempotencyKey: attempt.idempotency_key,
      }));
    } catch (error) {
      if (isDecline(error)) await recordChargeOutcome(ctx.db, attempt.id, { status: 'declined' });
      throw error;
    }
    await recordChargeOutcome(ctx.db, attempt.id, { status: 'charged', chargeId });
  }
  const charged = chargeId;
  return withTransaction(ctx, async (tx) => {
    await findSubscription(tx, attempt.organization_id, true);
    const status = await lockChargeAttempt(tx, attempt.id);
    if (status !== 'pending' && status !== 'charged') return null;
    const periodStart = new Date();
    const periodEnd = addMonths(periodStart, 1);
    await updateSubscription(tx, attempt.organization_id, { plan: attempt.plan, periodStart, periodEnd });
    const invoice = await insertInvoice(tx, {
      organizationId: attempt.organization_id,
      plan: attempt.plan,
      amountCents: attempt.amount_cents,
      periodStart,
      periodEnd,
      provider: attempt.provider,
      chargeId: charged,
      cardBrand: attempt.card_brand,
      cardLast4: attempt.card_last4,
    });
    await completeChargeAttempt(tx, attempt.id, { chargeId: charged, invoiceId: invoice.id });
    return invoice;
  });
}

const isDecline = (error: unknown): boolean => error instanceof AppError && error.code === 'card_declined';
