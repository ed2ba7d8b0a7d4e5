/**
 * One source for every enumeration the API speaks; schemas, SQL checks and tests read these, and the
 * generated contract exports them to the front ends.
 */
export const COMPONENT_STATUSES = [
  'operational',
  'degraded_performance',
  'partial_outage',
  'major_outage',
  'under_maintenance',
] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

export const INCIDENT_STATUSES = [
  'investigating',
  'identified',
  'monitoring',
  'resolved',
  'postmortem',
] as const;
export const MAINTENANCE_STATUSES = ['scheduled', 'in_progress', 'verifying', 'completed'] as const;
export const ALL_INCIDENT_STATUSES = [...INCIDENT_STATUSES, ...MAINTENANCE_STATUSES] as const;
/** Moving to one of these resolves the incident (or completes the maintenance). */
export const RESOLVING_STATUSES = ['resolved', 'postmortem', 'completed'] as const;
export type IncidentStatus = (typeof ALL_INCIDENT_STATUSES)[number];
/** An incident is unplanned; a maintenance is scheduled. Each has its own statuses (above). */
export const INCIDENT_KINDS = ['incident', 'maintenance'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export const IMPACTS = ['none', 'minor', 'major', 'critical', 'maintenance'] as const;
export type Impact = (typeof IMPACTS)[number];

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const PAGE_THEMES = ['light', 'dark', 'auto'] as const;
/** Who may read a page: everyone, whoever knows its password, or its audience (viewers and e-mail domains). */
export const PAGE_ACCESS = ['public', 'password', 'audience'] as const;
export type PageAccess = (typeof PAGE_ACCESS)[number];
export type PageTheme = (typeof PAGE_THEMES)[number];
/** `disabled`: a webhook whose deliveries kept failing until the retries ran out. */
export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed', 'disabled'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
/** How a subscriber hears of changes: mail to its address, or a signed POST to its endpoint. */
export const SUBSCRIBER_TYPES = ['email', 'webhook'] as const;
export type SubscriberType = (typeof SUBSCRIBER_TYPES)[number];
export const WEBHOOK_EVENTS = ['incident.update', 'component.update', 'test'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The chat services a page can post its updates to, each through its incoming-webhook URL. */
export const INTEGRATION_KINDS = ['slack', 'teams', 'discord'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];
/** `disabled`: the chat service said the webhook is gone, or a delivery ran out of retries. */
export const INTEGRATION_STATES = ['active', 'disabled'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];
export const PLAN_NAMES = ['free', 'pro', 'business'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
/**
 * How the console's dashboard greets the person signed in: the organisation's creator on their first
 * sign-in, an invitee on their first sign-in since joining, or anyone back again.
 */
export const DASHBOARD_GREETINGS = ['first_visit', 'invited_first_visit', 'returning'] as const;
export type DashboardGreeting = (typeof DASHBOARD_GREETINGS)[number];

/** What the console tells an owner about billing: a renewal failing (tried again later), or the move to free. */
export const BILLING_NOTICE_KINDS = ['renewal_failing', 'lapsed'] as const;
export type BillingNoticeKind = (typeof BILLING_NOTICE_KINDS)[number];
