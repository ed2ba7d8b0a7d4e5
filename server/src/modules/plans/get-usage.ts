import type { VerbArgs } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { currentPeriod } from './period';
import { type LimitName, PLANS, type Plan } from './plans';
import { countOrganizationUsage, findSubscription, type UsageCounts } from './repository';

export const USAGE_METRICS = ['pages', 'components', 'subscribers', 'members', 'api_tokens'] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];
export type MetricUsage = { metric: UsageMetric; used: number; limit: number };

/** Which plan limit each metric is measured against (components and subscribers: per page, the largest). */
const LIMIT_OF: Readonly<Record<UsageMetric, LimitName>> = {
  pages: 'pages',
  components: 'components_per_page',
  subscribers: 'subscribers_per_page',
  members: 'members',
  api_tokens: 'api_tokens',
};

export function metricsAgainst(plan: Plan, used: UsageCounts): MetricUsage[] {
  return USAGE_METRICS.map((metric) => ({
    metric,
    used: used[metric],
    limit: plan.limits[LIMIT_OF[metric]],
  }));
}

export type Usage = { plan: Plan; period_start: Date; period_end: Date; metrics: MetricUsage[] };

/** The organisation's plan, its current monthly period and each metric's use against the plan's limit. */
export async function getUsage({ ctx, actor }: VerbArgs): Promise<Usage> {
  const subscription = await findSubscription(ctx.db, actor.organizationId);
  if (!subscription) throw notFound('Organization not found');
  const plan = PLANS[subscription.plan];
  const period = currentPeriod(subscription.plan_period_start ?? subscription.created_at);
  const used = await countOrganizationUsage(ctx.db, actor.organizationId);
  return { plan, period_start: period.start, period_end: period.end, metrics: metricsAgainst(plan, used) };
}
