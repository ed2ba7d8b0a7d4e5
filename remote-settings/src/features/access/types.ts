import type { Api } from '@statusdeck/shared';

/**
 * The settings API's shapes: the generated contract's where it has them, the rest as agreed with
 * the server (payment methods, invoices, the extended usage) until `npm run contract` brings them in.
 */
export type RoleName = Api.Role['name'];
export type Permission = Api.Role['permissions'][number];
export type PlanName = Api.Plan['name'];
export type Plan = Api.Plan;

export type Organization = Api.Organization;
export type Member = Api.Member;
export type Invitation = Api.Invitation;
export type Team = Api.Team;
export type ApiToken = Api.ApiToken;
export type CreatedApiToken = Api.CreatedApiToken;

// Not in the generated contract yet (the billing routes are being built): as agreed.
export type PaymentMethod = {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
  created_at: string;
};

export type Invoice = {
  id: string;
  plan: PlanName;
  amount_cents: number;
  currency: string;
  status: string;
  period_start: string;
  period_end: string;
  created_at: string;
  card_brand: string | null;
  card_last4: string | null;
};

export type MetricName = 'pages' | 'components' | 'subscribers' | 'members' | 'api_tokens';

export type UsageMetric = { metric: MetricName; used: number; limit: number };

export type Usage = {
  plan: Plan;
  period_start?: string;
  period_end?: string;
  metrics: UsageMetric[];
};

/** One line of a refused downgrade (409 plan_usage_exceeds). */
export type Exceeding = { metric: MetricName; used: number; limit: number };
