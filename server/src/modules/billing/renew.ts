import type { ServiceContext } from '../../lib/service-context';
import type { Tx } from '../../lib/transaction';
import { withTransaction } from '../../lib/transaction';
import { type BillingMailKind, billingMail } from '../mail/billing-templates';
import { enqueueMail } from '../mail/repository';
import { findOrganizationName } from '../organizations/repository';
import { addMonths } from '../plans/period';
import { PLANS } from '../plans/plans';
import { RENEWAL_RETRY_DAYS, renewalRetryAt } from './billing-terms';
import { isExpired } from './card';
import {
  type ChargeAttemptRow,
  findOpenChargeAttempt,
  insertChargeAttempt,
} from './charge-attempt-repository';
import { formatCard } from './invoice-copy';
import { planLine } from './invoice-lines';
import type { BillingProvider } from './provider';
import { findDefaultPaymentMethod } from './repository';
import { isDecline, settleAttempt } from './settle-charge';
import {
  type BillingState,
  billingRecipients,
  countRenewalAttempts,
  findBillingState,
  setBillingDue,
  writeBillingState,
} from './subscription-repository';

/** The console screen the billing mails link to (the console's route of the subscription screen). */
export const SUBSCRIPTION_SCREEN_PATH = '/settings/subscription';

/** What one look at an organisation's billing did. */
export type RenewalOutcome = 'renewed' | 'failed' | 'lapsed' | 'ended' | 'settled' | 'not_due';

/**
 * `scheduled`: the billing worker's look at a due organisation; a failure counts towards the retries.
 * `now`: the owner added a card or made one the default while a renewal is failing: try at once; a decline
 * then leaves the schedule as it was.
 */
export type RenewalMode = 'scheduled' | 'now';

type Step =
  | { kind: 'settle'; attempt: ChargeAttemptRow; settlesEarlier: boolean }
  | { kind: 'done'; outcome: RenewalOutcome };

/**
 * Renews one organisation whose period has ended: under its lock, settles an attempt still open (with its
 * own key: a crash between the charge and the commit is finished, never charged again), ends a cancelled
 * subscription, or records a renewal attempt for the next period — keyed `renewal:<org>:<period start>`
 * (and `:<n>` for the n-th try after declines), at the scheduled plan's price if a downgrade waits — and
 * charges it outside any transaction.
 */
export async function renewOrganization(
  ctx: ServiceContext,
  provider: BillingProvider,
  organizationId: string,
  now: Date,
  mode: RenewalMode,
): Promise<RenewalOutcome> {
  const step = await withTransaction(ctx, (tx) => prepare(tx, ctx, provider, organizationId, now, mode));
  if (step.kind === 'done') return step.outcome;
  try {
    const invoice = await settleAttempt(ctx, provider, step.attempt, now);
    if (step.settlesEarlier) return 'settled';
    return invoice ? 'renewed' : 'settled';
  } catch (error) {
    if (!isDecline(error)) throw error;
    if (step.attempt.kind !== 'renewal') return 'settled';
    if (mode === 'now') return 'failed';
    return withTransaction(ctx, async (tx) => {
      const state = await findBillingState(tx, organizationId, true);
      if (!state || state.plan_period_end?.getTime() !== step.attempt.period_start?.getTime()) {
        return 'settled' as const;
      }
      return recordFailure(tx, ctx, organizationId, state, now, {
        amountCents: step.attempt.amount_cents,
        card: formatCard(step.attempt.card_brand, step.attempt.card_last4),
      });
    });
  }
}

async function prepare(
  tx: Tx,
  ctx: ServiceContext,
  provider: BillingProvider,
  organizationId: string,
  now: Date,
  mode: RenewalMode,
): Promise<Step> {
  const state = await findBillingState(tx, organizationId, true);
  const periodEnd = state?.plan_period_end;
  if (!state || state.plan === 'free' || !periodEnd) {
    if (state && mode === 'scheduled') await setBillingDue(tx, organizationId, null);
    return { kind: 'done', outcome: 'not_due' };
  }
  const open = await findOpenChargeAttempt(tx, organizationId);
  if (open) return { kind: 'settle', attempt: open, settlesEarlier: open.kind !== 'renewal' };
  const due = renewalRetryAt(periodEnd, state.renewal_failures);
  const isDue = mode === 'now' ? periodEnd <= now : due !== null && due <= now;
  if (!isDue) {
    if (mode === 'scheduled') await setBillingDue(tx, organizationId, due);
    return { kind: 'done', outcome: 'not_due' };
  }
  if (state.scheduled_plan === 'free') {
    await moveToFree(tx, organizationId, null);
    return { kind: 'done', outcome: 'ended' };
  }
  const plan = state.scheduled_plan ?? state.plan;
  const method = await findDefaultPaymentMethod(tx, organizationId);
  if (!method || isExpired(method.exp_month, method.exp_year)) {
    if (mode === 'now') return { kind: 'done', outcome: 'not_due' };
    return { kind: 'done', outcome: await recordFailure(tx, ctx, organizationId, state, now) };
  }
  const nextEnd = addMonths(periodEnd, 1);
  const tries = await countRenewalAttempts(tx, organizationId, periodEnd);
  const key = `renewal:${organizationId}:${periodEnd.toISOString()}${tries > 0 ? `:${tries}` : ''}`;
  const amount = PLANS[plan].price_cents;
  const attempt = await insertChargeAttempt(tx, {
    organization_id: organizationId,
    plan,
    amount_cents: amount,
    description: `Statusdeck ${plan} plan, ${periodEnd.toISOString().slice(0, 10)}`,
    idempotency_key: key,
    kind: 'renewal',
    period_start: periodEnd,
    period_end: nextEnd,
    lines: [planLine(plan, periodEnd, nextEnd, amount)],
    provider: provider.name,
    provider_ref: method.provider_ref,
    card_brand: method.brand,
    card_last4: method.last4,
  });
  return { kind: 'settle', attempt, settlesEarlier: false };
}

/**
 * One more failed renewal: the next try is scheduled and the owners are told when, or, after the last
 * one, the organisation moves to Free and they are told what that means.
 */
async function recordFailure(
  tx: Tx,
  ctx: ServiceContext,
  organizationId: string,
  state: BillingState,
  now: Date,
  charge?: { amountCents: number; card: string },
): Promise<RenewalOutcome> {
  const periodEnd = state.plan_period_end ?? now;
  const failures = state.renewal_failures + 1;
  const retryAt = failures > RENEWAL_RETRY_DAYS.length ? null : renewalRetryAt(periodEnd, failures);
  if (!retryAt) {
    await moveToFree(tx, organizationId, now);
    await mailOwners(tx, ctx, organizationId, 'lapsed', { plan: state.plan });
    return 'lapsed';
  }
  await writeBillingState(tx, organizationId, {
    ...state,
    billing_due_at: retryAt,
    renewal_failures: failures,
  });
  await mailOwners(tx, ctx, organizationId, 'renewal_failed', {
    plan: state.plan,
    nextRetry: retryAt,
    lastTry: failures === RENEWAL_RETRY_DAYS.length,
    charge,
  });
  return 'failed';
}

/**
 * Free from now on: nothing the organisation has is removed; what exceeds Free's limits stays but no more
 * can be created (enforce-limit.ts counts against the plan in force). `lapsedAt`: it was unpaid.
 */
async function moveToFree(tx: Tx, organizationId: string, lapsedAt: Date | null): Promise<void> {
  await writeBillingState(tx, organizationId, {
    plan: 'free',
    plan_period_start: null,
    plan_period_end: null,
    scheduled_plan: null,
    billing_due_at: null,
    renewal_failures: 0,
    lapsed_at: lapsedAt,
  });
}

/** Queues a billing mail to each owner, in the organisation's language. */
export async function mailOwners(
  tx: Tx,
  ctx: ServiceContext,
  organizationId: string,
  kind: BillingMailKind,
  facts: Omit<Parameters<typeof billingMail>[0]['facts'], 'organization'>,
): Promise<void> {
  const { emails, language } = await billingRecipients(tx, organizationId);
  const organization = (await findOrganizationName(tx, organizationId)) ?? '';
  const link = `${ctx.config.publicUrl}${SUBSCRIPTION_SCREEN_PATH}`;
  for (const to of emails) {
    await enqueueMail(tx, billingMail({ to, language, kind, facts: { ...facts, organization }, link }));
  }
  if (emails.length > 0) tx.afterCommit(() => ctx.mailEnqueued());
}

/**
 * After the owner added a card or made one the default: a renewal that is failing (or overdue) is tried at
 * once with the default card. Its outcome never fails the request that changed the card; a decline leaves
 * the retry schedule as it was.
 */
export async function retryRenewalNow(
  ctx: ServiceContext,
  provider: BillingProvider,
  organizationId: string,
): Promise<void> {
  try {
    await renewOrganization(ctx, provider, organizationId, new Date(), 'now');
  } catch (error) {
    ctx.log.error({ err: error, organizationId }, 'renewal after a card change failed; the worker retries');
  }
}
