/**
 * The public read API's shapes (/tmp contract of issue 7, mirrored from
 * server/src/modules/public/snapshot-types.ts). Type-only: the lean public bundle carries no
 * runtime from '@statusdeck/shared'. Switch to `Api.*` once `npm run contract` includes them.
 */

export type PublicLanguage = 'en' | 'ru';
export type PublicIndicator = 'none' | 'minor' | 'major' | 'critical' | 'maintenance';
export type PublicComponentStatus =
  | 'operational'
  | 'degraded_performance'
  | 'partial_outage'
  | 'major_outage'
  | 'under_maintenance';
export type PublicImpact = 'none' | 'minor' | 'major' | 'critical' | 'maintenance';

export interface PublicPageInfo {
  id: string;
  slug: string;
  name: string;
  description: string;
  website_url: string | null;
  support_url: string | null;
  logo_url: string | null;
  favicon_url: string | null;
  brand_color: string;
  theme: 'light' | 'dark' | 'auto';
  default_language: PublicLanguage;
  time_zone: string;
  allow_subscribers: boolean;
  custom_domain: string | null;
  published: boolean;
}

export interface PublicOverallStatus {
  indicator: PublicIndicator;
  /** English, as Statuspage words it; the page shows its own translation by indicator. */
  description: string;
}

export interface PublicUptimeIncident {
  id: string;
  name: string;
  impact: PublicImpact;
}

export interface PublicUptimeDay {
  /** YYYY-MM-DD in the page's time zone. */
  date: string;
  /** 0..100; null = no data (before the component existed). */
  percent: number | null;
  major_outage_seconds: number;
  partial_outage_seconds: number;
  incidents: PublicUptimeIncident[];
}

export interface PublicUptime {
  /** 90 days, oldest first; the last is today in the page's time zone. */
  days: PublicUptimeDay[];
  percent: number | null;
}

export interface PublicComponent {
  id: string;
  name: string;
  description: string;
  status: PublicComponentStatus;
  group_id: string | null;
  position: number;
  created_at: string;
  uptime: PublicUptime | null;
}

export interface PublicComponentGroup {
  type: 'group';
  id: string;
  name: string;
  description: string;
  collapsed: boolean;
  status: PublicComponentStatus;
  components: PublicComponent[];
}

export type PublicComponentEntry = PublicComponentGroup | ({ type: 'component' } & PublicComponent);

export interface PublicAffectedComponent {
  id: string;
  name: string;
  status: PublicComponentStatus;
}

export interface PublicIncidentUpdate {
  id: string;
  status: string;
  body: string;
  display_at: string;
  affected_components: PublicAffectedComponent[];
}

export interface PublicIncident {
  id: string;
  kind: 'incident' | 'maintenance';
  name: string;
  status: string;
  impact: PublicImpact;
  started_at: string;
  resolved_at: string | null;
  scheduled_for: string | null;
  scheduled_until: string | null;
  created_at: string;
  updated_at: string;
  components: PublicAffectedComponent[];
  /** Newest first. */
  updates: PublicIncidentUpdate[];
}

export interface PublicPageSnapshot {
  page: PublicPageInfo;
  status: PublicOverallStatus;
  components: PublicComponentEntry[];
  /** Unresolved incidents, newest first. */
  incidents: PublicIncident[];
  maintenances: { active: PublicIncident[]; upcoming: PublicIncident[] };
  /** Resolved incidents and completed maintenance of the last 15 days, newest first. */
  recent: PublicIncident[];
  generated_at: string;
  updated_at: string;
}

export interface PublicIncidentDetail {
  page: PublicPageInfo;
  status: PublicOverallStatus;
  incident: PublicIncident;
  generated_at: string;
}

export interface PublicHistoryMonth {
  /** YYYY-MM */
  month: string;
  incidents: PublicIncident[];
}

export interface PublicHistory {
  page: PublicPageInfo;
  months: PublicHistoryMonth[];
  next_cursor: string | null;
}

/** What the public page shows. */
export type PublicView =
  | { kind: 'page'; snapshot: PublicPageSnapshot }
  | { kind: 'incident'; detail: PublicIncidentDetail }
  | { kind: 'history'; history: PublicHistory; cursor?: string | null }
  | { kind: 'not-found' };
