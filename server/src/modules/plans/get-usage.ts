import type { VerbArgs } from '../../lib/actor';
import { PLANS, type Plan } from './plans';
import { countOrganizationUsage, findOrganizationPlan } from './repository';

export type Usage = {
  plan: Plan;
  metrics: Array<{ metric: 'pages' | 'members'; used: number; limit: number }>;
};

/** Per-page limits (components, subscribers) are in the plan; each page's screen counts its own. */
export async function getUsage({ ctx, actor }: VerbArgs): Promise<Usage> {
  const plan = PLANS[await findOrganizationPlan(ctx.db, actor.organizationId)];
  const used = await countOrganizationUsage(ctx.db, actor.organizationId);
  return {
    plan,
    metrics: [
      { metric: 'pages', used: used.pages, limit: plan.limits.pages },
      { metric: 'members', used: used.members, limit: plan.limits.members },
    ],
  };
}
