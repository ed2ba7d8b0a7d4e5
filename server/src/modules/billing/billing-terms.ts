import type { PlanName } from '../../lib/enums';
import { addMonths } from '../plans/period';
import { PLANS } from '../plans/plans';
import { type InvoiceLine, planLine } from './invoice-lines';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A renewal that fails is tried again this many days after the period's end (1, then 3, then 5); when the
 * last of them fails too, the organisation moves to Free.
 */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;

/** When the next try of a renewal that has failed `failures` times is due; null when none is left. */
export function renewalRetryAt(periodEnd: Date, failures: number): Date | null {
  if (failures === 0) return periodEnd;
  const days = RENEWAL_RETRY_DAYS[failures - 1];
  return days === undefined ? null : new Date(periodEnd.getTime() + days * DAY_MS);
}

/** Whole days from `from` to `to`, a started day counted as a whole one. */
const daysBetween = (from: Date, to: Date) =>
  Math.max(0, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));

/**
 * An upgrade during a paid period: the difference between the plans' monthly prices for the days left of
 * the period (today counted as left), in cents, rounded once. Prorated by the day, so the amount quoted is
 * the amount charged all day long.
 */
export function prorate(from: PlanName, to: PlanName, now: Date, periodStart: Date, periodEnd: Date): number {
  const difference = PLANS[to].price_cents - PLANS[from].price_cents;
  const periodDays = Math.max(1, daysBetween(periodStart, periodEnd));
  const daysLeft = Math.min(periodDays, daysBetween(now, periodEnd));
  return Math.round((difference * daysLeft) / periodDays);
}

export type UpgradeCharge = {
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
  lines: InvoiceLine[];
};

/**
 * What an upgrade to `to` charges at `now`: inside a paid period that has not ended, the prorated difference
 * for the days left, the period kept; otherwise (from Free, or a period whose renewal is failing) the full
 * price for a new period starting now.
 */
export function upgradeCharge(
  current: { plan: PlanName; plan_period_start: Date | null; plan_period_end: Date | null },
  to: PlanName,
  now: Date,
): UpgradeCharge {
  const { plan_period_start: start, plan_period_end: end } = current;
  if (current.plan !== 'free' && start && end && end > now) {
    const amountCents = prorate(current.plan, to, now, start, end);
    const line: InvoiceLine = {
      kind: 'proration',
      plan: to,
      from_plan: current.plan,
      period_start: now.toISOString(),
      period_end: end.toISOString(),
      amount_cents: amountCents,
    };
    return { amountCents, periodStart: start, periodEnd: end, lines: [line] };
  }
  const periodEnd = addMonths(now, 1);
  const amountCents = PLANS[to].price_cents;
  return { amountCents, periodStart: now, periodEnd, lines: [planLine(to, now, periodEnd, amountCents)] };
}
