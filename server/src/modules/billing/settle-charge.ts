import type { VerbArgs } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { addMonths } from '../plans/period';
import {
  type ChargeAttemptRow,
  completeChargeAttempt,
  lockChargeAttempt,
  recordChargeOutcome,
} from './charge-attempt-repository';
import { planLine } from './invoice-lines';
import type { BillingProvider } from './provider';
import { type InvoiceRow, insertInvoice } from './repository';
import { findBillingState, writeBillingState } from './subscription-repository';

/**
 * Charges an open attempt with its key (unless its charge is already recorded), records the outcome, then
 * writes the plan, its period and the invoice and completes it, in one transaction. Null when another
 * request or worker completed it meanwhile. A decline is recorded and thrown; any other provider failure
 * leaves the attempt pending for the next request or tick to settle with the same key.
 *
 * Completing any attempt leaves the subscription paid up: the period it bought is the plan's, the billing
 * worker renews at its end, failed renewals and a lapse are forgotten, and a waiting change is dropped
 * (an upgrade replaces it; a renewal carried it out).
 */
export async function settleAttempt(
  ctx: VerbArgs['ctx'],
  provider: BillingProvider,
  attempt: ChargeAttemptRow,
  now = new Date(),
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
    await findBillingState(tx, attempt.organization_id, true);
    const status = await lockChargeAttempt(tx, attempt.id);
    if (status !== 'pending' && status !== 'charged') return null;
    // Attempts recorded before renewals existed bought a month from their completion.
    const periodStart = attempt.period_start ?? now;
    const periodEnd = attempt.period_end ?? addMonths(periodStart, 1);
    const lines = attempt.lines ?? [planLine(attempt.plan, periodStart, periodEnd, attempt.amount_cents)];
    await writeBillingState(tx, attempt.organization_id, {
      plan: attempt.plan,
      plan_period_start: periodStart,
      plan_period_end: periodEnd,
      scheduled_plan: null,
      billing_due_at: periodEnd,
      renewal_failures: 0,
      lapsed_at: null,
    });
    const invoice = await insertInvoice(tx, {
      organizationId: attempt.organization_id,
      plan: attempt.plan,
      amountCents: attempt.amount_cents,
      // What was charged for: a prorated upgrade covers the rest of the period, not all of it.
      periodStart: new Date(lines[0]?.period_start ?? periodStart),
      periodEnd,
      provider: attempt.provider,
      chargeId: charged,
      cardBrand: attempt.card_brand,
      cardLast4: attempt.card_last4,
      lines,
    });
    await completeChargeAttempt(tx, attempt.id, { chargeId: charged, invoiceId: invoice.id });
    return invoice;
  });
}

export const isDecline = (error: unknown): boolean =>
  error instanceof AppError && error.code === 'card_declined';
