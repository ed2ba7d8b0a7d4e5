import type { VerbArgs } from '../../lib/actor';
import type { BillingNoticeKind, PlanName } from '../../lib/enums';
import { fail, notFound } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { withTransaction } from '../../lib/transaction';
import { type MetricUsage, metricsAgainst } from '../plans/get-usage';
import { PLANS } from '../plans/plans';
import { countOrganizationUsage } from '../plans/repository';
import { RENEWAL_RETRY_DAYS, renewalRetryAt, upgradeCharge } from './billing-terms';
import { findDefaultPaymentMethod } from './repository';
import { alreadyOnPlan, PlanUsageExceeds } from './subscription';
import {
  type BillingState,
  findBillingState,
  setScheduledPlan,
  writeBillingState,
} from './subscription-repository';

/** What the subscription screen shows: the plan, what is charged next and when, and what is waiting. */
export type SubscriptionView = {
  plan: PlanName;
  period_start: Date | null;
  period_end: Date | null;
  /** The plan the organisation moves to at the period's end: a downgrade, or free once cancelled. */
  scheduled_plan: PlanName | null;
  /** The next charge; null on Free and once cancelled. During failed renewals: the next try. */
  next_charge: { at: Date; amount_cents: number; plan: PlanName } | null;
  /** Cancelled: the day the plan ends. */
  ends_at: Date | null;
  /** Failed renewals of this period so far (0: paid up), and how many days after its end each is tried. */
  renewal_failures: number;
  retry_days: number[];
  /** When the last try failed and the organisation moved to Free; cleared by the next paid plan. */
  lapsed_at: Date | null;
  /** The card the next charge uses. */
  card: { brand: string; last4: string } | null;
  notice: BillingNotice | null;
};

/** What the console tells the owner above its screens: a failing renewal's next try, or the move to Free. */
export type BillingNotice = { kind: BillingNoticeKind; plan: PlanName; at: Date; retry_days: number[] };

function noticeOf(view: Omit<SubscriptionView, 'notice'>): BillingNotice | null {
  if (view.renewal_failures > 0 && view.next_charge) {
    return { kind: 'renewal_failing', plan: view.plan, at: view.next_charge.at, retry_days: view.retry_days };
  }
  if (view.plan === 'free' && view.lapsed_at) {
    return { kind: 'lapsed', plan: view.plan, at: view.lapsed_at, retry_days: view.retry_days };
  }
  return null;
}

/** The billing notice alone (the console's home screen shows it to owners); null for an unknown organisation. */
export async function billingNoticeOf(
  db: VerbArgs['ctx']['db'],
  organizationId: string,
): Promise<BillingNotice | null> {
  const state = await findBillingState(db, organizationId);
  return state ? viewOf(state, null).notice : null;
}

async function stateOf(db: VerbArgs['ctx']['db'] | Tx, organizationId: string, lock = false) {
  const state = await findBillingState(db, organizationId, lock);
  if (!state) throw notFound('Organization not found');
  return state;
}

function viewOf(state: BillingState, card: SubscriptionView['card']): SubscriptionView {
  const end = state.plan_period_end;
  const paid = state.plan !== 'free' && end !== null;
  const nextPlan = state.scheduled_plan ?? state.plan;
  const nextAt = paid ? renewalRetryAt(end, state.renewal_failures) : null;
  const view = {
    plan: state.plan,
    period_start: state.plan_period_start,
    period_end: end,
    scheduled_plan: state.scheduled_plan,
    next_charge:
      nextAt && nextPlan !== 'free'
        ? { at: nextAt, amount_cents: PLANS[nextPlan].price_cents, plan: nextPlan }
        : null,
    ends_at: paid && state.scheduled_plan === 'free' ? end : null,
    renewal_failures: state.renewal_failures,
    retry_days: [...RENEWAL_RETRY_DAYS],
    lapsed_at: state.lapsed_at,
    card,
  };
  return { ...view, notice: noticeOf(view) };
}

export async function getSubscription({ ctx, actor }: VerbArgs): Promise<SubscriptionView> {
  const state = await stateOf(ctx.db, actor.organizationId);
  const method = await findDefaultPaymentMethod(ctx.db, actor.organizationId);
  return viewOf(state, method ? { brand: method.brand, last4: method.last4 } : null);
}

/** Answers with the subscription as it now is. */
async function changed(args: VerbArgs<unknown>): Promise<SubscriptionView> {
  return getSubscription({ ...args, input: undefined });
}

/**
 * Cancel: the plan stays until the period's end, then the billing worker moves the organisation to Free.
 * A paid plan without a period (set by hand) ends at once. What exceeds Free then stays but cannot grow.
 */
export async function cancelSubscription(args: VerbArgs): Promise<SubscriptionView> {
  await withTransaction(args.ctx, async (tx) => {
    const state = await stateOf(tx, args.actor.organizationId, true);
    if (state.plan === 'free') throw alreadyOnPlan('free');
    if (state.plan_period_end === null) {
      await writeBillingState(tx, args.actor.organizationId, {
        ...state,
        plan: 'free',
        plan_period_start: null,
        scheduled_plan: null,
        billing_due_at: null,
        renewal_failures: 0,
      });
      return;
    }
    await setScheduledPlan(tx, args.actor.organizationId, 'free');
  });
  return changed(args);
}

/** Resume: undoes a cancellation or a scheduled downgrade before the period ends. */
export async function resumeSubscription(args: VerbArgs): Promise<SubscriptionView> {
  await withTransaction(args.ctx, async (tx) => {
    const state = await stateOf(tx, args.actor.organizationId, true);
    if (state.plan === 'free' || state.scheduled_plan === null) throw fail('nothing_scheduled');
    await setScheduledPlan(tx, args.actor.organizationId, null);
  });
  return changed(args);
}

/**
 * Downgrade: takes effect at the period's end (a scheduled change, shown and cancellable with resume); to
 * Free it is a cancellation. A lower paid plan is refused (409 plan_usage_exceeds, with each metric over its
 * limit) unless current usage fits it; counting under the organisation lock keeps a create from slipping in.
 */
export async function downgrade(args: VerbArgs<{ plan: PlanName }>): Promise<SubscriptionView> {
  const target = PLANS[args.input.plan];
  if (target.name === 'free') {
    const state = await stateOf(args.ctx.db, args.actor.organizationId);
    if (state.plan === 'free') throw alreadyOnPlan('free');
    return cancelSubscription({ ...args, input: undefined });
  }
  await withTransaction(args.ctx, async (tx) => {
    const organizationId = args.actor.organizationId;
    const state = await stateOf(tx, organizationId, true);
    if (state.plan === target.name) throw alreadyOnPlan(target.name);
    if (target.price_cents > PLANS[state.plan].price_cents) {
      throw fail('use_subscribe', `The ${target.name} plan is an upgrade: use /v1/payments/subscribe`);
    }
    const exceeding = await exceedingOf(tx, organizationId, target.name);
    if (exceeding.length > 0) throw new PlanUsageExceeds(target.name, exceeding);
    if (state.plan_period_end === null) {
      await writeBillingState(tx, organizationId, { ...state, plan: target.name, scheduled_plan: null });
      return;
    }
    await setScheduledPlan(tx, organizationId, target.name);
  });
  return changed(args);
}

async function exceedingOf(db: Tx | VerbArgs['ctx']['db'], organizationId: string, plan: PlanName) {
  const used = await countOrganizationUsage(db, organizationId);
  return metricsAgainst(PLANS[plan], used).filter((metric) => metric.used > metric.limit);
}

export type PlanQuote = {
  plan: PlanName;
  change: 'upgrade' | 'downgrade' | 'cancel';
  /** Charged when confirming (an upgrade's full price or prorated difference; 0 otherwise). */
  amount_now_cents: number;
  /** When the new plan takes effect: now for an upgrade, the period's end otherwise. */
  effective_at: Date;
  /** The charge after that, at the (kept or new) period's end; null once on Free. */
  next_charge: { at: Date; amount_cents: number } | null;
  /** What the new plan's limits would leave over them: it stays, but no more can be created. */
  exceeding: MetricUsage[];
};

/** What moving to `plan` would charge now and when it would take effect, changing nothing. */
export async function quotePlan({ ctx, actor, input }: VerbArgs<{ plan: PlanName }>): Promise<PlanQuote> {
  const target = PLANS[input.plan];
  const state = await stateOf(ctx.db, actor.organizationId);
  if (state.plan === target.name) throw alreadyOnPlan(target.name);
  const now = new Date();
  const exceeding = await exceedingOf(ctx.db, actor.organizationId, target.name);
  if (target.price_cents > PLANS[state.plan].price_cents) {
    const charge = upgradeCharge(state, target.name, now);
    return {
      plan: target.name,
      change: 'upgrade',
      amount_now_cents: charge.amountCents,
      effective_at: now,
      next_charge: { at: charge.periodEnd, amount_cents: target.price_cents },
      exceeding,
    };
  }
  const effective = state.plan_period_end ?? now;
  return {
    plan: target.name,
    change: target.name === 'free' ? 'cancel' : 'downgrade',
    amount_now_cents: 0,
    effective_at: effective,
    next_charge: target.name === 'free' ? null : { at: effective, amount_cents: target.price_cents },
    exceeding,
  };
}
