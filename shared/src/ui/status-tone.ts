import type { ComponentStatus, Impact } from '../api/contract.gen';

export type { ComponentStatus, Impact };

/** The colour families a Badge can take. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'orange' | 'danger' | 'maintenance';

// The colours Statuspage users already read: green fine, yellow degraded, orange partial, red down, blue maintenance.
const COMPONENT_STATUS_TONES: Record<ComponentStatus, BadgeTone> = {
  operational: 'success',
  degraded_performance: 'warning',
  partial_outage: 'orange',
  major_outage: 'danger',
  under_maintenance: 'maintenance',
};

const IMPACT_TONES: Record<Impact, BadgeTone> = {
  none: 'success',
  minor: 'warning',
  major: 'orange',
  critical: 'danger',
  maintenance: 'maintenance',
};

/** The badge tone of a component status; unknown values (a newer server) are neutral. */
export function componentStatusTone(status: string): BadgeTone {
  return Object.hasOwn(COMPONENT_STATUS_TONES, status)
    ? COMPONENT_STATUS_TONES[status as ComponentStatus]
    : 'neutral';
}

/** The badge tone of an incident impact or overall page status; unknown values are neutral. */
export function impactTone(impact: string): BadgeTone {
  return Object.hasOwn(IMPACT_TONES, impact) ? IMPACT_TONES[impact as Impact] : 'neutral';
}
