import type { PlanName } from '../../lib/enums';

/** The plan's counted limits: a create past one is refused with 402 PLAN_LIMIT_REACHED (enforce-limit.ts). */
export type CountedLimits = {
  pages: number;
  components_per_page: number;
  subscribers_per_page: number;
  members: number;
  api_tokens: number;
  /** Named viewers of one audience page (private pages). */
  viewers_per_page: number;
};
export type PlanLimits = CountedLimits & {
  /** Whether pages may be private (password or audience); without it 402 plan_feature_unavailable. */
  private_pages: boolean;
};
export type LimitName = keyof CountedLimits;
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
    limits: {
      pages: 1,
      components_per_page: 25,
      subscribers_per_page: 100,
      members: 2,
      api_tokens: 2,
      viewers_per_page: 0,
      private_pages: false,
    },
  },
  pro: {
    name: 'pro',
    price_cents: 2900,
    currency: 'USD',
    interval: 'month',
    limits: {
      pages: 5,
      components_per_page: 100,
      subscribers_per_page: 5000,
      members: 10,
      api_tokens: 20,
      viewers_per_page: 100,
      private_pages: true,
    },
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
      viewers_per_page: 1000,
      private_pages: true,
    },
  },
};
