import type { Api } from '@statusdeck/shared';
import type { TFunction } from 'i18next';

/**
 * Translation keys by server value, written out whole so the locale checks see every use; keyed by the
 * contract's value types, so a value the API gains fails the type check until it has a label.
 */
export const COMPONENT_STATUS_KEYS: Record<Api.ComponentStatus, string> = {
  operational: 'public.componentStatus.operational',
  degraded_performance: 'public.componentStatus.degraded_performance',
  partial_outage: 'public.componentStatus.partial_outage',
  major_outage: 'public.componentStatus.major_outage',
  under_maintenance: 'public.componentStatus.under_maintenance',
};

export const INDICATOR_KEYS: Record<Api.PublicStatus['indicator'], string> = {
  none: 'public.indicator.none',
  minor: 'public.indicator.minor',
  major: 'public.indicator.major',
  critical: 'public.indicator.critical',
  maintenance: 'public.indicator.maintenance',
};

export const INCIDENT_STATUS_KEYS: Record<Api.IncidentStatus, string> = {
  investigating: 'public.incidentStatus.investigating',
  identified: 'public.incidentStatus.identified',
  monitoring: 'public.incidentStatus.monitoring',
  resolved: 'public.incidentStatus.resolved',
  postmortem: 'public.incidentStatus.postmortem',
  scheduled: 'public.incidentStatus.scheduled',
  in_progress: 'public.incidentStatus.in_progress',
  verifying: 'public.incidentStatus.verifying',
  completed: 'public.incidentStatus.completed',
};

export const IMPACT_KEYS: Record<Api.Impact, string> = {
  none: 'public.impact.none',
  minor: 'public.impact.minor',
  major: 'public.impact.major',
  critical: 'public.impact.critical',
  maintenance: 'public.impact.maintenance',
};

/** The translation of a server value; an unknown value (a newer server) is shown as it came. */
export function labelOf(t: TFunction, keys: Readonly<Record<string, string>>, value: string): string {
  const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
  return key ? t(key) : value;
}
