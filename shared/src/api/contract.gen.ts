// Generated from the API's /v1/openapi.json by `npm run contract` — do not edit by hand.
// CI regenerates it and fails when it differs (`npm run contract:check`).

export type ApiToken = {
  id: string;
  name: string;
  prefix: string;
  role: "owner" | "admin" | "editor" | "viewer";
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  created_by_email: string | null;
};

export type Component = {
  id: string;
  page_id: string;
  group_id: string | null;
  name: string;
  description: string;
  status: "operational" | "degraded_performance" | "partial_outage" | "major_outage" | "under_maintenance";
  position: number;
  show_uptime: boolean;
  only_show_if_degraded: boolean;
  start_date: string | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
};

export type ComponentGroup = {
  id: string;
  page_id: string;
  name: string;
  description: string;
  position: number;
  collapsed: boolean;
  components: string[];
  created_at: string;
  updated_at: string;
};

export type ComponentStatusLevel = {
  status: "operational" | "degraded_performance" | "partial_outage" | "major_outage" | "under_maintenance";
  severity: number;
};

export type CreatedApiToken = {
  id: string;
  name: string;
  prefix: string;
  role: "owner" | "admin" | "editor" | "viewer";
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  created_by_email: string | null;
  token: string;
};

export type DowngradeRefusal = {
  code: "bad_request" | "validation_failed" | "invalid_token" | "token_expired" | "unsupported_image" | "unauthorized" | "invalid_credentials" | "invalid_refresh_token" | "invalid_password" | "PLAN_LIMIT_REACHED" | "payment_method_required" | "card_declined" | "forbidden" | "email_not_verified" | "person_required" | "subscriptions_disabled" | "not_found" | "method_not_allowed" | "not_acceptable" | "request_timeout" | "duplicate_email" | "already_member" | "already_invited" | "already_in_organization" | "own_role" | "own_account" | "last_owner" | "component_deleted" | "duplicate_subscriber" | "subscription_ended" | "already_on_plan" | "use_subscribe" | "use_downgrade" | "plan_usage_exceeds" | "too_many_payment_methods" | "default_method_required" | "slug_taken" | "slug_reserved" | "custom_domain_taken" | "payload_too_large" | "file_too_large" | "unsupported_media_type" | "pending_limit_reached" | "TOO_MANY_REQUESTS" | "headers_too_large" | "internal_error" | "service_unavailable";
  message: string;
  details?: Array<{
    field: string;
    code: string;
    message: string;
  }>;
  exceeding?: MetricUsage[];
};

export type ErrorBody = {
  code: "bad_request" | "validation_failed" | "invalid_token" | "token_expired" | "unsupported_image" | "unauthorized" | "invalid_credentials" | "invalid_refresh_token" | "invalid_password" | "PLAN_LIMIT_REACHED" | "payment_method_required" | "card_declined" | "forbidden" | "email_not_verified" | "person_required" | "subscriptions_disabled" | "not_found" | "method_not_allowed" | "not_acceptable" | "request_timeout" | "duplicate_email" | "already_member" | "already_invited" | "already_in_organization" | "own_role" | "own_account" | "last_owner" | "component_deleted" | "duplicate_subscriber" | "subscription_ended" | "already_on_plan" | "use_subscribe" | "use_downgrade" | "plan_usage_exceeds" | "too_many_payment_methods" | "default_method_required" | "slug_taken" | "slug_reserved" | "custom_domain_taken" | "payload_too_large" | "file_too_large" | "unsupported_media_type" | "pending_limit_reached" | "TOO_MANY_REQUESTS" | "headers_too_large" | "internal_error" | "service_unavailable";
  message: string;
  details?: Array<{
    field: string;
    code: string;
    message: string;
  }>;
};

export type Incident = {
  id: string;
  page_id: string;
  kind: "incident" | "maintenance";
  name: string;
  status: "investigating" | "identified" | "monitoring" | "resolved" | "postmortem" | "scheduled" | "in_progress" | "verifying" | "completed";
  impact: "none" | "minor" | "major" | "critical" | "maintenance";
  started_at: string;
  resolved_at: string | null;
  scheduled_for: string | null;
  scheduled_until: string | null;
  auto_transition: boolean;
  deliver_notifications: boolean;
  remind_subscribers: boolean;
  reminder_minutes_before: number;
  components: IncidentComponent[];
  created_at: string;
  updated_at: string;
  incident_updates: IncidentUpdate[];
};

export type IncidentComponent = {
  id: string;
  name: string;
  status: "operational" | "degraded_performance" | "partial_outage" | "major_outage" | "under_maintenance";
};

export type IncidentImpactInfo = {
  impact: "none" | "minor" | "major" | "critical" | "maintenance";
  kind: "incident" | "maintenance";
};

export type IncidentList = {
  incidents: Incident[];
  next_cursor: string | null;
};

export type IncidentStatusInfo = {
  status: "investigating" | "identified" | "monitoring" | "resolved" | "postmortem" | "scheduled" | "in_progress" | "verifying" | "completed";
  kind: "incident" | "maintenance";
  resolves: boolean;
};

export type IncidentUpdate = {
  id: string;
  incident_id: string;
  status: "investigating" | "identified" | "monitoring" | "resolved" | "postmortem" | "scheduled" | "in_progress" | "verifying" | "completed";
  body: string;
  display_at: string;
  deliver_notifications: boolean;
  affected_components: IncidentComponent[];
  created_at: string;
  updated_at: string;
};

export type Invitation = {
  id: string;
  email: string;
  role: "owner" | "admin" | "editor" | "viewer";
  invited_at: string;
  expires_at: string;
  invited_by_email: string | null;
};

export type Invoice = {
  id: string;
  plan: "free" | "pro" | "business";
  amount_cents: number;
  currency: "usd";
  status: "paid";
  period_start: string;
  period_end: string;
  created_at: string;
  card_brand: string;
  card_last4: string;
};

export type Member = {
  id: string;
  email: string;
  role: "owner" | "admin" | "editor" | "viewer";
  joined_at: string;
  last_sign_in_at: string | null;
  is_you: boolean;
};

export type MetricUsage = {
  metric: "pages" | "components" | "subscribers" | "members" | "api_tokens";
  used: number;
  limit: number;
};

export type Organization = {
  id: string;
  name: string;
  plan: "free" | "pro" | "business";
  created_at: string;
  /** Members, pending (unexpired) invitations and live API tokens, as the plan limits count them */
  counts: {
    pages: number;
    members: number;
    invitations: number;
    api_tokens: number;
  };
};

export type Page = {
  id: string;
  organization_id: string;
  name: string;
  slug: string;
  description: string;
  website_url: string | null;
  support_url: string | null;
  time_zone: string;
  default_language: "en" | "ru";
  allow_subscribers: boolean;
  published: boolean;
  custom_domain: string | null;
  brand_color: string;
  theme: "light" | "dark" | "auto";
  logo_url: string | null;
  favicon_url: string | null;
  status: "none" | "maintenance" | "minor" | "major" | "critical";
  component_count: number;
  open_incident_count: number;
  created_at: string;
  updated_at: string;
};

export type PaymentMethod = {
  id: string;
  brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
  created_at: string;
};

export type Plan = {
  name: "free" | "pro" | "business";
  price_cents: number;
  currency: "USD";
  interval: "month";
  limits: {
    pages: number;
    components_per_page: number;
    subscribers_per_page: number;
    members: number;
    api_tokens: number;
  };
};

export type PublicComponent = {
  id: string;
  name: string;
  description: string;
  status: "operational" | "degraded_performance" | "partial_outage" | "major_outage" | "under_maintenance";
  group_id: string | null;
  position: number;
  created_at: string;
  uptime: PublicUptime | null;
};

export type PublicComponentGroup = {
  type: "group";
  id: string;
  name: string;
  description: string;
  collapsed: boolean;
  status: "operational" | "degraded_performance" | "partial_outage" | "major_outage" | "under_maintenance";
  components: PublicComponent[];
};

export type PublicHistory = {
  page: PublicPage;
  months: Array<{
    month: string;
    incidents: PublicIncident[];
  }>;
  next_cursor: string | null;
};

export type PublicIncident = {
  id: string;
  kind: "incident" | "maintenance";
  name: string;
  status: "investigating" | "identified" | "monitoring" | "resolved" | "postmortem" | "scheduled" | "in_progress" | "verifying" | "completed";
  impact: "none" | "minor" | "major" | "critical" | "maintenance";
  started_at: string;
  resolved_at: string | null;
  scheduled_for: string | null;
  scheduled_until: string | null;
  created_at: string;
  updated_at: string;
  components: PublicIncidentComponent[];
  updates: Array<{
    id: string;
    status: "investigating" | "identified" | "monitoring" | "resolved" | "postmortem" | "scheduled" | "in_progress" | "verifying" | "completed";
    body: string;
    display_at: string;
    affected_components: PublicIncidentComponent[];
  }>;
};

export type PublicIncidentComponent = {
  id: string;
  name: string;
  status: "operational" | "degraded_performance" | "partial_outage" | "major_outage" | "under_maintenance";
};

export type PublicIncidentDetail = {
  page: PublicPage;
  status: PublicStatus;
  incident: PublicIncident;
  generated_at: string;
};

export type PublicInvitation = {
  email: string;
  role: "owner" | "admin" | "editor" | "viewer";
  organization_name: string;
  expires_at: string;
  account_exists: boolean;
};

export type PublicPage = {
  id: string;
  slug: string;
  name: string;
  description: string;
  website_url: string | null;
  support_url: string | null;
  logo_url: string | null;
  favicon_url: string | null;
  brand_color: string;
  theme: "light" | "dark" | "auto";
  default_language: "en" | "ru";
  time_zone: string;
  allow_subscribers: boolean;
  custom_domain: string | null;
  published: boolean;
};

export type PublicPageSnapshot = {
  page: PublicPage;
  status: PublicStatus;
  components: Array<PublicComponentGroup | PublicStandaloneComponent>;
  incidents: PublicIncident[];
  maintenances: {
    active: PublicIncident[];
    upcoming: PublicIncident[];
  };
  recent: PublicIncident[];
  generated_at: string;
  updated_at: string;
};

export type PublicStandaloneComponent = {
  type: "component";
  id: string;
  name: string;
  description: string;
  status: "operational" | "degraded_performance" | "partial_outage" | "major_outage" | "under_maintenance";
  group_id: string | null;
  position: number;
  created_at: string;
  uptime: PublicUptime | null;
};

export type PublicStatus = {
  indicator: "none" | "minor" | "major" | "critical" | "maintenance";
  description: string;
};

export type PublicSubscription = {
  page: {
    name: string;
    slug: string;
    default_language: "en" | "ru";
  };
  email: string;
  state: "pending" | "confirmed" | "unsubscribed";
  all_components: boolean;
  components: Array<{
    id: string;
    name: string;
    group_name: string | null;
    selected: boolean;
  }>;
};

export type PublicUptime = {
  days: PublicUptimeDay[];
  percent: number | null;
};

export type PublicUptimeDay = {
  date: string;
  percent: number | null;
  major_outage_seconds: number;
  partial_outage_seconds: number;
  incidents: Array<{
    id: string;
    name: string;
    impact: "none" | "minor" | "major" | "critical" | "maintenance";
  }>;
};

export type Role = {
  name: "owner" | "admin" | "editor" | "viewer";
  permissions: Array<"read" | "pages.create" | "pages.delete" | "pages.edit" | "components.edit" | "subscribers.edit" | "incidents.edit" | "users.manage" | "tokens.manage" | "organization.manage" | "billing.manage">;
};

export type SlugAvailability = {
  slug: string;
  available: boolean;
  reason?: "invalid" | "reserved_word" | "taken" | "reserved";
  suggestion?: string;
};

export type Subscriber = {
  id: string;
  page_id: string;
  email: string;
  state: "pending" | "confirmed" | "unsubscribed";
  component_ids: string[] | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
};

export type SubscriberList = {
  subscribers: Subscriber[];
  next_cursor: string | null;
  total: number;
};

export type Team = {
  members: Member[];
  invitations: Invitation[];
};

export type Usage = {
  plan: Plan;
  period_start: string;
  period_end: string;
  metrics: MetricUsage[];
};

export type User = {
  id: string;
  email: string;
  organization_id: string;
  role: "owner" | "admin" | "editor" | "viewer";
};
