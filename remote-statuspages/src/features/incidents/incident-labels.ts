import { Api } from '@statusdeck/shared';
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

/** Impacts an incident can be reported with; `maintenance` belongs to maintenance windows. */
export const INCIDENT_IMPACTS: readonly IncidentImpact[] = Api.IMPACTS.filter(
  (impact) => impact !== 'maintenance',
);

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
