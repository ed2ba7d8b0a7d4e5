// Generated from the API's /v1/openapi.json by `npm run contract` — do not edit by hand.
// CI regenerates it and fails when it differs (`npm run contract:check`).

export const COMPONENT_STATUSES = ["operational", "degraded_performance", "partial_outage", "major_outage", "under_maintenance"] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

export const INCIDENT_STATUSES = ["investigating", "identified", "monitoring", "resolved", "postmortem"] as const;

export const MAINTENANCE_STATUSES = ["scheduled", "in_progress", "verifying", "completed"] as const;

export const ALL_INCIDENT_STATUSES = ["investigating", "identified", "monitoring", "resolved", "postmortem", "scheduled", "in_progress", "verifying", "completed"] as const;
export type IncidentStatus = (typeof ALL_INCIDENT_STATUSES)[number];

export const RESOLVING_STATUSES = ["resolved", "postmortem", "completed"] as const;

export const INCIDENT_KINDS = ["incident", "maintenance"] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export const IMPACTS = ["none", "minor", "major", "critical", "maintenance"] as const;
export type Impact = (typeof IMPACTS)[number];

export const PAGE_STATUSES = ["none", "maintenance", "minor", "major", "critical"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const LANGUAGES = ["en", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

export const PAGE_THEMES = ["light", "dark", "auto"] as const;
export type PageTheme = (typeof PAGE_THEMES)[number];

export const PAGE_ACCESS = ["public", "password", "audience"] as const;
export type PageAccess = (typeof PAGE_ACCESS)[number];

export const SUBSCRIBER_STATES = ["pending", "confirmed", "unsubscribed", "disabled"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export const INTEGRATION_KINDS = ["slack", "teams", "discord"] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export const INTEGRATION_STATES = ["active", "disabled"] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

export const PLAN_NAMES = ["free", "pro", "business"] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const ROLES = ["owner", "admin", "editor", "viewer"] as const;
export type RoleName = (typeof ROLES)[number];

export const PERMISSIONS = ["read", "pages.create", "pages.delete", "pages.edit", "pages.access", "components.edit", "subscribers.edit", "incidents.edit", "users.manage", "tokens.manage", "organization.manage", "billing.manage"] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const USAGE_METRICS = ["pages", "components", "subscribers", "members", "api_tokens", "private_pages"] as const;
export type MetricName = (typeof USAGE_METRICS)[number];

export const DASHBOARD_GREETINGS = ["first_visit", "invited_first_visit", "returning"] as const;
export type DashboardGreeting = (typeof DASHBOARD_GREETINGS)[number];

export const CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "unknown"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

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

export type BillingDetails = {
  name: string | null;
  address: string | null;
  vat_id: string | null;
  language: Language;
};

export type Component = {
  id: string;
  page_id: string;
  group_id: string | null;
  name: string;
  description: string;
  status: ComponentStatus;
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
  status: ComponentStatus;
  severity: number;
};

export type CreatedApiToken = {
  id: string;
  name: string;
  prefix: string;
  role: RoleName;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  created_by_email: string | null;
  token: string;
};

export type CreatedSubscriber = {
  id: string;
  page_id: string;
  type: "email" | "webhook";
  email: string;
  endpoint: string | null;
  state: SubscriberState;
  component_ids: string[] | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
  signing_secret?: string;
};

export type Dashboard = {
  role: RoleName;
  greeting: DashboardGreeting;
  counts: {
    pages: number;
    active_incidents: number;
  };
  pages: DashboardPage[];
  billing: {
    kind: "renewal_failing" | "lapsed";
    plan: PlanName;
    at: string;
    retry_days: number[];
  } | null;
};

export type DashboardPage = {
  id: string;
  name: string;
  slug: string;
  public_path: string;
  address: string;
  time_zone: string;
  published: boolean;
  component_count: number;
  status: PageStatus;
  incidents: Array<{
    id: string;
    name: string;
    status: IncidentStatus;
    impact: Impact;
    latest_update_at: string;
  }>;
  maintenances: Array<{
    id: string;
    name: string;
    status: IncidentStatus;
    scheduled_for: string | null;
    scheduled_until: string | null;
    latest_update_at: string;
  }>;
};

export type DeclinedCharge = {
  id: string;
  kind: "upgrade" | "renewal";
  plan: PlanName;
  amount_cents: number;
  card_brand: string;
  card_last4: string;
  created_at: string;
};

export type DowngradeRefusal = {
  code: "bad_request" | "validation_failed" | "invalid_token" | "token_expired" | "unsupported_image" | "unauthorized" | "invalid_credentials" | "invalid_refresh_token" | "invalid_password" | "PLAN_LIMIT_REACHED" | "plan_feature_unavailable" | "payment_method_required" | "card_declined" | "forbidden" | "email_not_verified" | "person_required" | "subscriptions_disabled" | "not_found" | "method_not_allowed" | "not_acceptable" | "request_timeout" | "duplicate_email" | "already_member" | "already_invited" | "already_in_organization" | "own_role" | "own_account" | "last_owner" | "component_deleted" | "duplicate_subscriber" | "webhook_not_active" | "integration_not_active" | "integration_limit_reached" | "incident_template_limit_reached" | "webhook_not_disabled" | "subscription_ended" | "already_on_plan" | "use_subscribe" | "use_downgrade" | "plan_usage_exceeds" | "nothing_scheduled" | "too_many_payment_methods" | "default_method_required" | "already_viewer" | "page_not_audience" | "slug_taken" | "slug_reserved" | "custom_domain_taken" | "payload_too_large" | "file_too_large" | "unsupported_media_type" | "domain_not_verified" | "pending_limit_reached" | "TOO_MANY_REQUESTS" | "headers_too_large" | "internal_error" | "service_unavailable";
  message: string;
  details?: Array<{
    field: string;
    code: string;
    message: string;
  }>;
  exceeding?: MetricUsage[];
};

export type ErrorBody = {
  code: "bad_request" | "validation_failed" | "invalid_token" | "token_expired" | "unsupported_image" | "unauthorized" | "invalid_credentials" | "invalid_refresh_token" | "invalid_password" | "PLAN_LIMIT_REACHED" | "plan_feature_unavailable" | "payment_method_required" | "card_declined" | "forbidden" | "email_not_verified" | "person_required" | "subscriptions_disabled" | "not_found" | "method_not_allowed" | "not_acceptable" | "request_timeout" | "duplicate_email" | "already_member" | "already_invited" | "already_in_organization" | "own_role" | "own_account" | "last_owner" | "component_deleted" | "duplicate_subscriber" | "webhook_not_active" | "integration_not_active" | "integration_limit_reached" | "incident_template_limit_reached" | "webhook_not_disabled" | "subscription_ended" | "already_on_plan" | "use_subscribe" | "use_downgrade" | "plan_usage_exceeds" | "nothing_scheduled" | "too_many_payment_methods" | "default_method_required" | "already_viewer" | "page_not_audience" | "slug_taken" | "slug_reserved" | "custom_domain_taken" | "payload_too_large" | "file_too_large" | "unsupported_media_type" | "domain_not_verified" | "pending_limit_reached" | "TOO_MANY_REQUESTS" | "headers_too_large" | "internal_error" | "service_unavailable";
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
  kind: IncidentKind;
  name: string;
  status: IncidentStatus;
  impact: Impact;
  started_at: string;
  resolved_at: string | null;
  scheduled_for: string | null;
  scheduled_until: string | null;
  translations: {
    en?: {
      name: string;
    };
    ru?: {
      name: string;
    };
  };
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
  status: ComponentStatus;
};

export type IncidentImpactInfo = {
  impact: Impact;
  kind: IncidentKind;
};

export type IncidentList = {
  incidents: Incident[];
  next_cursor: string | null;
};

export type IncidentStatusInfo = {
  status: IncidentStatus;
  kind: IncidentKind;
  resolves: boolean;
};

export type IncidentTemplate = {
  id: string;
  page_id: string;
  name: string;
  title: string;
  body: string;
  kind: IncidentKind;
  status: IncidentStatus;
  impact: Impact;
  components: Array<{
    id: string;
    status: ComponentStatus;
  }>;
  translations: {
    en?: {
      title?: string;
      body?: string;
    };
    ru?: {
      title?: string;
      body?: string;
    };
  };
  created_at: string;
  updated_at: string;
};

export type IncidentUpdate = {
  id: string;
  incident_id: string;
  status: IncidentStatus;
  body: string;
  translations: {
    en?: {
      body: string;
    };
    ru?: {
      body: string;
    };
  };
  display_at: string;
  deliver_notifications: boolean;
  affected_components: IncidentComponent[];
  created_at: string;
  updated_at: string;
};

export type Integration = {
  id: string;
  page_id: string;
  kind: IntegrationKind;
  name: string;
  url_hint: string;
  component_ids: string[];
  language: "en" | "ru" | null;
  state: IntegrationState;
  disabled_at: string | null;
  last_delivery: {
    status_code: number | null;
    error: string | null;
    created_at: string;
  } | null;
  created_at: string;
};

export type IntegrationList = {
  integrations: Integration[];
};

export type Invitation = {
  id: string;
  email: string;
  role: RoleName;
  invited_at: string;
  expires_at: string;
  invited_by_email: string | null;
};

export type Invoice = {
  id: string;
  number: string;
  plan: PlanName;
  amount_cents: number;
  currency: "usd";
  status: "paid";
  period_start: string;
  period_end: string;
  created_at: string;
  card_brand: string;
  card_last4: string;
};

export type InvoiceDocument = {
  id: string;
  number: string;
  plan: PlanName;
  amount_cents: number;
  currency: "usd";
  status: "paid";
  period_start: string;
  period_end: string;
  created_at: string;
  card_brand: string;
  card_last4: string;
  lines: Array<{
    kind: "plan" | "proration";
    plan: PlanName;
    from_plan: "free" | "pro" | "business" | null;
    period_start: string;
    period_end: string;
    amount_cents: number;
  }>;
  language: Language;
  customer: {
    name: string;
    address: string | null;
    vat_id: string | null;
  };
  seller: {
    name: string;
    address: string;
  };
};

export type Member = {
  id: string;
  email: string;
  role: RoleName;
  joined_at: string;
  last_sign_in_at: string | null;
  is_you: boolean;
};

export type MetricUsage = {
  metric: MetricName;
  used: number;
  limit: number;
};

export type Organization = {
  id: string;
  name: string;
  plan: PlanName;
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
  default_language: Language;
  allow_subscribers: boolean;
  published: boolean;
  custom_domain: string | null;
  domain: {
    name: string;
    status: "pending" | "verified";
    txt_name: string;
    txt_value: string;
    cname_target: string | null;
    verified_at: string | null;
    checked_at: string | null;
    failing_since: string | null;
    error: "record_missing" | "record_mismatch" | "dns_unreachable" | "held_by_another_page" | "taken_over" | "record_gone" | null;
  } | null;
  address: string;
  brand_color: string;
  theme: PageTheme;
  logo_url: string | null;
  favicon_url: string | null;
  access: PageAccess;
  access_email_domains: string[];
  access_password_set: boolean;
  status: PageStatus;
  component_count: number;
  open_incident_count: number;
  created_at: string;
  updated_at: string;
};

export type PaymentMethod = {
  id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
  created_at: string;
};

export type Plan = {
  name: PlanName;
  price_cents: number;
  currency: "USD";
  interval: "month";
  limits: {
    pages: number;
    components_per_page: number;
    subscribers_per_page: number;
    members: number;
    api_tokens: number;
    private_pages: boolean;
    viewers_per_page: number;
  };
  usage_limits: {
    pages: number;
    components: number;
    subscribers: number;
    members: number;
    api_tokens: number;
    private_pages: number;
  };
};

export type PlanQuote = {
  plan: PlanName;
  change: "upgrade" | "downgrade" | "cancel";
  amount_now_cents: number;
  effective_at: string;
  next_charge: {
    at: string;
    amount_cents: number;
  } | null;
  exceeding: MetricUsage[];
};

export type PublicComponent = {
  id: string;
  name: string;
  description: string;
  status: ComponentStatus;
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
  status: ComponentStatus;
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
  kind: IncidentKind;
  name: string;
  status: IncidentStatus;
  impact: Impact;
  started_at: string;
  resolved_at: string | null;
  scheduled_for: string | null;
  scheduled_until: string | null;
  translations: {
    en?: {
      name: string;
    };
    ru?: {
      name: string;
    };
  };
  created_at: string;
  updated_at: string;
  components: PublicIncidentComponent[];
  updates: Array<{
    id: string;
    status: IncidentStatus;
    body: string;
    translations: {
      en?: {
        body: string;
      };
      ru?: {
        body: string;
      };
    };
    display_at: string;
    affected_components: PublicIncidentComponent[];
  }>;
};

export type PublicIncidentComponent = {
  id: string;
  name: string;
  status: ComponentStatus;
};

export type PublicIncidentDetail = {
  page: PublicPage;
  status: PublicStatus;
  incident: PublicIncident;
  generated_at: string;
};

export type PublicInvitation = {
  email: string;
  role: RoleName;
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
  theme: PageTheme;
  default_language: Language;
  time_zone: string;
  allow_subscribers: boolean;
  custom_domain: string | null;
  published: boolean;
  access: PageAccess;
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
  status: ComponentStatus;
  group_id: string | null;
  position: number;
  created_at: string;
  uptime: PublicUptime | null;
};

export type PublicStatus = {
  indicator: Impact;
  description: string;
};

export type PublicSubscription = {
  page: {
    name: string;
    slug: string;
    default_language: Language;
    brand_color: string;
    theme: PageTheme;
    logo_url: string | null;
  };
  email: string;
  state: SubscriberState;
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
  start_date: string;
};

export type PublicUptimeDay = {
  date: string;
  percent: number | null;
  major_outage_seconds: number;
  partial_outage_seconds: number;
  incidents: Array<{
    id: string;
    name: string;
    translations: {
      en?: {
        name: string;
      };
      ru?: {
        name: string;
      };
    };
    impact: Impact;
  }>;
};

export type Role = {
  name: RoleName;
  permissions: Permission[];
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
  type: "email" | "webhook";
  email: string;
  endpoint: string | null;
  state: SubscriberState;
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

export type Subscription = {
  plan: PlanName;
  period_start: string | null;
  period_end: string | null;
  scheduled_plan: "free" | "pro" | "business" | null;
  next_charge: {
    at: string;
    amount_cents: number;
    plan: PlanName;
  } | null;
  ends_at: string | null;
  renewal_failures: number;
  retry_days: number[];
  lapsed_at: string | null;
  card: {
    brand: string;
    last4: string;
  } | null;
  notice: {
    kind: "renewal_failing" | "lapsed";
    plan: PlanName;
    at: string;
    retry_days: number[];
  } | null;
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
  role: RoleName;
};

export type Viewer = {
  id: string;
  email: string;
  invited_by: {
    id: string;
    name: string;
  } | null;
  last_signed_in_at: string | null;
  created_at: string;
};

export type WebhookDelivery = {
  id: string;
  delivery_id: string;
  event: "incident.update" | "component.update" | "test";
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_at: string;
};

export type WebhookDeliveryList = {
  deliveries: WebhookDelivery[];
  next_cursor: string | null;
};

/** The JSON body each operation accepts, by "METHOD /path". */
export type RequestBodies = {
  "POST /v1/register": {
    email: string;
    password: string;
    org_name?: string;
  };
  "POST /v1/users/verify-email": {
    token: string;
  };
  "POST /v1/users/resend-verification": {
    email: string;
  };
  "POST /v1/login": {
    email: string;
    password: string;
  };
  "POST /v1/users/request-password-reset": {
    email: string;
  };
  "POST /v1/users/reset-password": {
    token: string;
    password: string;
  };
  "POST /v1/public/invitations/accept": {
    token: string;
    password: string;
  };
  "POST /v1/public/subscriptions/confirm": {
    token: string;
  };
  "POST /v1/public/subscriptions/unsubscribe": {
    token: string;
  };
  "POST /v1/public/pages/{slug}/subscribers": {
    email: string;
    endpoint?: string;
    component_ids?: string[] | null;
    language?: Language;
  };
  "PUT /v1/public/subscriptions/manage": {
    token: string;
    component_ids: string[] | null;
  };
  "POST /public-page/subscriptions/unsubscribe": {
    "List-Unsubscribe": "One-Click";
  };
  "POST /v1/users/invite": {
    email: string;
    role: RoleName;
  };
  "PATCH /v1/users/{id}": {
    role: RoleName;
  };
  "POST /v1/users/change-password": {
    current_password: string;
    new_password: string;
  };
  "PATCH /v1/organizations/{id}": {
    name: string;
  };
  "POST /v1/pages": {
    name: string;
    slug?: string;
    description?: string;
    website_url?: string | null;
    support_url?: string | null;
    time_zone?: string;
    default_language?: Language;
    allow_subscribers?: boolean;
    published?: boolean;
    custom_domain?: string | null;
    brand_color?: string;
    theme?: PageTheme;
  };
  "PATCH /v1/pages/{pageId}": {
    name?: string;
    slug?: string;
    description?: string;
    website_url?: string | null;
    support_url?: string | null;
    time_zone?: string;
    default_language?: Language;
    allow_subscribers?: boolean;
    published?: boolean;
    custom_domain?: string | null;
    brand_color?: string;
    theme?: PageTheme;
    remove_logo?: boolean;
    remove_favicon?: boolean;
    access?: PageAccess;
    access_password?: string;
    access_email_domains?: string[];
  };
  "POST /v1/pages/{pageId}/viewers": {
    email: string;
  };
  "POST /v1/pages/{pageId}/incidents": {
    name: string;
    status?: IncidentStatus;
    impact?: Impact;
    body?: string;
    components?: Array<{
      id: string;
      status: ComponentStatus;
    }>;
    deliver_notifications?: boolean;
    started_at?: string;
    scheduled_for?: string;
    scheduled_until?: string;
    auto_transition?: boolean;
    remind_subscribers?: boolean;
    reminder_minutes_before?: number;
    translations?: {
      [key: string]: {
        name?: string;
        body?: string;
      };
    };
  };
  "PATCH /v1/pages/{pageId}/incidents/{id}": {
    name?: string;
    impact?: Impact;
    status?: IncidentStatus;
    body?: string;
    components?: Array<{
      id: string;
      status: ComponentStatus;
    }>;
    deliver_notifications?: boolean;
    scheduled_for?: string;
    scheduled_until?: string;
    auto_transition?: boolean;
    remind_subscribers?: boolean;
    reminder_minutes_before?: number;
    translations?: {
      [key: string]: {
        name?: string;
        body?: string;
      };
    };
  };
  "PUT /v1/pages/{pageId}/incidents/{id}/incident_updates/{updateId}": {
    body?: string;
    display_at?: string;
    translations?: {
      [key: string]: {
        body?: string;
      };
    };
  };
  "POST /v1/pages/{pageId}/components": {
    name: string;
    description?: string;
    status?: ComponentStatus;
    group_id?: string | null;
    show_uptime?: boolean;
    only_show_if_degraded?: boolean;
    start_date?: string | null;
  };
  "PATCH /v1/pages/{pageId}/components/{id}": {
    name?: string;
    description?: string;
    status?: ComponentStatus;
    group_id?: string | null;
    position?: number;
    show_uptime?: boolean;
    only_show_if_degraded?: boolean;
    start_date?: string | null;
    deleted?: boolean;
  };
  "POST /v1/pages/{pageId}/component-groups": {
    name: string;
    description?: string;
    collapsed?: boolean;
    components?: string[];
  };
  "PATCH /v1/pages/{pageId}/component-groups/{id}": {
    name?: string;
    description?: string;
    collapsed?: boolean;
    components?: string[];
    position?: number;
  };
  "POST /v1/pages/{pageId}/subscribers": {
    type?: "email" | "webhook";
    email: string;
    endpoint?: string;
    component_ids?: string[] | null;
    skip_confirmation?: boolean;
  };
  "POST /v1/pages/{pageId}/incident-templates": {
    name: string;
    title: string;
    body?: string;
    status?: IncidentStatus;
    impact?: Impact;
    components?: Array<{
      id: string;
      status: ComponentStatus;
    }>;
    translations?: {
      [key: string]: {
        title?: string;
        body?: string;
      };
    };
  };
  "PATCH /v1/pages/{pageId}/incident-templates/{id}": {
    name?: string;
    title?: string;
    body?: string;
    status?: IncidentStatus;
    impact?: Impact;
    components?: Array<{
      id: string;
      status: ComponentStatus;
    }>;
    translations?: {
      [key: string]: {
        title?: string;
        body?: string;
      };
    };
  };
  "POST /v1/pages/{pageId}/integrations": {
    kind: IntegrationKind;
    url: string;
    name?: string;
    component_ids?: string[];
    language?: "en" | "ru" | null;
  };
  "PATCH /v1/pages/{pageId}/integrations/{id}": {
    name?: string;
    url?: string;
    component_ids?: string[];
    language?: "en" | "ru" | null;
    enabled?: true;
  };
  "POST /v1/api-tokens": {
    name: string;
    role: RoleName;
    expires_at?: string | null;
  };
  "POST /v1/payments/methods": {
    card_number: string;
    exp_month: number;
    exp_year: number;
    cvc: string;
    holder_name: string;
  };
  "PATCH /v1/payments/methods/{id}": {
    is_default?: true;
    exp_month?: number;
    exp_year?: number;
    holder_name?: string;
  };
  "PUT /v1/payments/billing-details": {
    name: string | null;
    address: string | null;
    vat_id: string | null;
    language: Language;
  };
};

/** The query string each operation reads. */
export type QueryParams = {
  "GET /v1/public/domains/allowed": {
    domain?: string;
  };
  "GET /v1/public/subscriptions/manage": {
    token: string;
  };
  "GET /v1/public/pages/{slug}": {
    lang?: Language;
  };
  "GET /v1/public/pages/{slug}/incidents/{id}": {
    lang?: Language;
  };
  "GET /v1/public/pages/{slug}/history": {
    cursor?: string;
    lang?: Language;
  };
  "POST /public-page/subscriptions/unsubscribe": {
    token: string;
  };
  "GET /v1/pages/slug-availability": {
    slug: string;
    page_id?: string;
  };
  "GET /v1/pages/{pageId}/incidents": {
    kind?: IncidentKind;
    status?: "open" | "resolved";
    q?: string;
    limit?: number;
    cursor?: string;
  };
  "GET /v1/pages/{pageId}/components": {
    show_deleted?: boolean;
  };
  "GET /v1/pages/{pageId}/subscribers": {
    state?: SubscriberState;
    type?: "email" | "webhook";
    q?: string;
    limit?: number;
    cursor?: string;
  };
  "GET /v1/pages/{pageId}/subscribers/{id}/deliveries": {
    limit?: number;
    cursor?: string;
  };
  "GET /v1/pages/{pageId}/integrations/{id}/deliveries": {
    limit?: number;
    cursor?: string;
  };
};
