import type { PlanName } from '../../lib/enums';

/**
 * One line of an invoice: `plan` is the plan's price for a period (a subscription's first period or a
 * renewal); `proration` is an upgrade's difference between `from_plan` and `plan` for the days left of the
 * current period. Times are ISO strings as stored in the invoice's `lines` column.
 */
export type InvoiceLine = {
  kind: 'plan' | 'proration';
  plan: PlanName;
  from_plan: PlanName | null;
  period_start: string;
  period_end: string;
  amount_cents: number;
};

/** The one line of a full period of a plan. */
export function planLine(
  plan: PlanName,
  periodStart: Date,
  periodEnd: Date,
  amountCents: number,
): InvoiceLine {
  return {
    kind: 'plan',
    plan,
    from_plan: null,
    period_start: periodStart.toISOString(),
    period_end: periodEnd.toISOString(),
    amount_cents: amountCents,
  };
}
