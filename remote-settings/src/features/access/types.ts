import type { Api } from '@statusdeck/shared';

/**
 * The settings API's shapes: the generated contract's where it has them, the rest as agreed with
 * the server (payment methods, invoices, the extended usage) until `npm run contract` brings them in.
 */
export type RoleName = Api.Role['name'];
export type Permission = Api.Role['permissions'][number];
export type PlanName = Api.Plan['name'];
export type Plan = Api.Plan;

// Until the generated contract with the organisation, team and token shapes is committed (npm run
// contract), as agreed; each equals its Api.* type in the regenerated contract.
export type Organization = {
  id: string;
  name: string;
  plan: PlanName;
  created_at: string;
  counts: { pages: number; members: number; invitations: number; api_tokens: number };
};

export type Member = {
  id: string;
  email: string;
  role: RoleName;
  joined_at: string;
  last_sign_in_at: string | null;
  is_you: boolean;
};

export type Invitation = {
  id: string;
  email: string;
  role: RoleName;
  invited_at: string;
  expires_at: string;
  invited_by_email: string | null;
};

export type Team = { members: Member[]; invitations: Invitation[] };

export type ApiToken = {
  id: string;
  name: string;
  prefix: string;
  role: RoleName;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  created_by_email: string | null;
};

export type CreatedApiToken = ApiToken & { token: string };

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
