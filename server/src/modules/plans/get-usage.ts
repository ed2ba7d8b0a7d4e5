import type { VerbArgs } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { currentPeriod } from './period';
import { PLANS, type Plan } from './plans';
import { countOrganizationUsage, findSubscription, type UsageCounts } from './repository';

export const USAGE_METRICS = [
  'pages',
  'components',
  'subscribers',
  'members',
  'api_tokens',
  'private_pages',
] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];
export type MetricUsage = { metric: UsageMetric; used: number; limit: number };

/** Which plan limit each metric is measured against (components and subscribers: per page, the largest). */
const LIMIT_OF: Readonly<Record<UsageMetric, (plan: Plan) => number>> = {
  pages: (plan) => plan.limits.pages,
  components: (plan) => plan.limits.components_per_page,
  subscribers: (plan) => plan.limits.subscribers_per_page,
  members: (plan) => plan.limits.members,
  api_tokens: (plan) => plan.limits.api_tokens,
  // Private pages (password or audience): any number of the plan's pages, or none. A downgrade to a plan
  // without them is refused (plan_usage_exceeds) rather than publishing a private page to everyone.
  private_pages: (plan) => (plan.limits.private_pages ? plan.limits.pages : 0),
};

/** A plan as the API answers it: its limits, and the limit each usage metric is measured against. */
export type PlanView = Plan & { usage_limits: Record<UsageMetric, number> };

export function presentPlan(plan: Plan): PlanView {
  const usage_limits = Object.fromEntries(USAGE_METRICS.map((metric) => [metric, LIMIT_OF[metric](plan)]));
  return { ...plan, usage_limits: usage_limits as Record<UsageMetric, number> };
}

export function metricsAgainst(plan: Plan, used: UsageCounts): MetricUsage[] {
  return USAGE_METRICS.map((metric) => ({ metric, used: used[metric], limit: LIMIT_OF[metric](plan) }));
}

export type Usage = { plan: PlanView; period_start: Date; period_end: Date; metrics: MetricUsage[] };

/** The organisation's plan, its current monthly period and each metric's use against the plan's limit. */
export async function getUsage({ ctx, actor }: VerbArgs): Promise<Usage> {
  const subscription = await findSubscription(ctx.db, actor.organizationId);
  if (!subscription) throw notFound('Organization not found');
  const plan = PLANS[subscription.plan];
  const period = currentPeriod(subscription.plan_period_start ?? subscription.created_at);
  const used = await countOrganizationUsage(ctx.db, actor.organizationId);
  return {
    plan: presentPlan(plan),
    period_start: period.start,
    period_end: period.end,
    metrics: metricsAgainst(plan, used),
  };
}
