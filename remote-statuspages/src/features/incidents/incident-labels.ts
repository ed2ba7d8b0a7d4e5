import { Api, type BadgeTone } from '@statusdeck/shared';
import type { ComponentStatus } from '../../api/component-types';
import type { IncidentImpact, IncidentKind, IncidentStatus } from './api/types';

/** Each kind's statuses in the order an incident moves through them. */
export const STATUSES_OF: Record<IncidentKind, readonly IncidentStatus[]> = {
  incident: Api.INCIDENT_STATUSES,
  maintenance: Api.MAINTENANCE_STATUSES,
};

/** The status that closes an incident of each kind (Resolve / Complete). */
export const CLOSING_STATUS: Record<IncidentKind, IncidentStatus> = {
  incident: 'resolved',
  maintenance: 'completed',
};

/** Whether the status is Resolve's or Complete's, whose update always carries a message. */
export const closes = (status: IncidentStatus) => Object.values(CLOSING_STATUS).includes(status);

const RESOLVING: ReadonlySet<IncidentStatus> = new Set(Api.RESOLVING_STATUSES);

/** Whether moving to this status resolves the incident (or completes the maintenance), as the server says. */
export function resolves(status: IncidentStatus): boolean {
  return RESOLVING.has(status);
}

/** Impacts an incident can be reported with; `maintenance` belongs to maintenance windows. */
export const INCIDENT_IMPACTS: readonly IncidentImpact[] = Api.IMPACTS.filter(
  (impact) => impact !== 'maintenance',
);

// Whole literals, so the locale check sees every key.
export const STATUS_LABEL_KEYS: Record<IncidentStatus, string> = {
  investigating: 'pageIncidents.statuses.investigating',
  identified: 'pageIncidents.statuses.identified',
  monitoring: 'pageIncidents.statuses.monitoring',
  resolved: 'pageIncidents.statuses.resolved',
  postmortem: 'pageIncidents.statuses.postmortem',
  scheduled: 'pageIncidents.statuses.scheduled',
  in_progress: 'pageIncidents.statuses.in_progress',
  verifying: 'pageIncidents.statuses.verifying',
  completed: 'pageIncidents.statuses.completed',
};

export const IMPACT_LABEL_KEYS: Record<IncidentImpact, string> = {
  none: 'pageIncidents.impacts.none',
  minor: 'pageIncidents.impacts.minor',
  major: 'pageIncidents.impacts.major',
  critical: 'pageIncidents.impacts.critical',
  maintenance: 'pageIncidents.impacts.maintenance',
};

/** Open statuses read as a warning, closed ones as done, maintenance in its own blue. */
export function incidentStatusTone(status: IncidentStatus): BadgeTone {
  if (resolves(status)) return 'success';
  if (status === 'scheduled' || status === 'in_progress' || status === 'verifying') return 'maintenance';
  return status === 'monitoring' ? 'info' : 'warning';
}

/** The status a component is most likely in when ticked as affected, from the incident's impact. */
export function suggestedComponentStatus(impact: IncidentImpact): ComponentStatus {
  const byImpact: Record<IncidentImpact, ComponentStatus> = {
    none: 'degraded_performance',
    minor: 'degraded_performance',
    major: 'partial_outage',
    critical: 'major_outage',
    maintenance: 'under_maintenance',
  };
  return byImpact[impact];
}
