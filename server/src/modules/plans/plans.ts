import type { PlanName } from '../../lib/enums';

export type PlanLimits = {
  pages: number;
  components_per_page: number;
  subscribers_per_page: number;
  members: number;
  api_tokens: number;
};
export type LimitName = keyof PlanLimits;
export type Plan = {
  name: PlanName;
  price_cents: number;
  currency: 'USD';
  interval: 'month';
  limits: PlanLimits;
};

/** The source of truth for what each plan allows and costs; GET /v1/plans serves it. */
export const PLANS: Readonly<Record<PlanName, Plan>> = {
  free: {
    name: 'free',
    price_cents: 0,
    currency: 'USD',
    interval: 'month',
    limits: { pages: 1, components_per_page: 25, subscribers_per_page: 100, members: 2, api_tokens: 2 },
  },
  pro: {
    name: 'pro',
    price_cents: 2900,
    currency: 'USD',
    interval: 'month',
    limits: { pages: 5, components_per_page: 100, subscribers_per_page: 5000, members: 10, api_tokens: 20 },
  },
  business: {
    name: 'business',
    price_cents: 9900,
    currency: 'USD',
    interval: 'month',
    limits: {
      pages: 25,
      components_per_page: 250,
      subscribers_per_page: 50000,
      members: 50,
      api_tokens: 100,
    },
  },
};
