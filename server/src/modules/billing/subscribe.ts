import { randomUUID } from 'node:crypto';
import type { VerbArgs } from '../../lib/actor';
import type { PlanName } from '../../lib/enums';
import { fail, notFound } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { withTransaction } from '../../lib/transaction';
import type { OrganizationRow } from '../organizations/repository';
import { PLANS } from '../plans/plans';
import { upgradeCharge } from './billing-terms';
import { isExpired } from './card';
import {
  type ChargeAttemptRow,
  findOpenChargeAttempt,
  insertChargeAttempt,
} from './charge-attempt-repository';
import type { BillingProvider } from './provider';
import { findDefaultPaymentMethod, type InvoiceRow } from './repository';
import { isDecline, settleAttempt } from './settle-charge';
import { alreadyOnPlan, organizationOf } from './subscription';
import { findBillingState } from './subscription-repository';

type Billing<Input> = VerbArgs<Input> & { provider: BillingProvider };

/**
 * Upgrade: from Free, charges the plan's monthly price to the default payment method and starts a period
 * now; during a paid period, charges the prorated difference for the days left and keeps the period's end
 * (billing-terms.ts). Records the invoice and the new plan; a change waiting for the period's end is dropped.
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
    // An earlier upgrade to another plan, or a renewal the worker has not finished, is settled first.
    if (attempt.plan !== input.plan || attempt.kind === 'renewal') {
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
  const current = await findBillingState(tx, organizationId, true);
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
  // A card that has expired since it was added is declined by any issuer; the sandbox provider knows no dates.
  if (isExpired(method.exp_month, method.exp_year)) {
    throw fail('card_declined', 'The default card has expired: update its expiry or add another card', [
      { field: 'exp_month', code: 'card_expired', message: 'The card has expired' },
    ]);
  }
  const now = new Date();
  const charge = upgradeCharge(current, target.name, now);
  return insertChargeAttempt(tx, {
    organization_id: organizationId,
    plan: target.name,
    amount_cents: charge.amountCents,
    description: `Statusdeck ${target.name} plan, ${now.toISOString().slice(0, 10)}`,
    idempotency_key: randomUUID(),
    kind: 'upgrade',
    period_start: charge.periodStart,
    period_end: charge.periodEnd,
    lines: charge.lines,
    provider: provider.name,
    provider_ref: method.provider_ref,
    card_brand: method.brand,
    card_last4: method.last4,
  });
}
