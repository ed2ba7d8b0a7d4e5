import {
  IMPACTS,
  type Impact,
  INCIDENT_STATUSES,
  type IncidentKind,
  type IncidentStatus,
  MAINTENANCE_STATUSES,
  RESOLVING_STATUSES,
} from '../../lib/enums';

export const resolves = (status: IncidentStatus) =>
  (RESOLVING_STATUSES as readonly string[]).includes(status);

export function kindOfStatus(status: IncidentStatus): IncidentKind {
  return (MAINTENANCE_STATUSES as readonly string[]).includes(status) ? 'maintenance' : 'incident';
}

export const kindOfImpact = (impact: Impact): IncidentKind =>
  impact === 'maintenance' ? 'maintenance' : 'incident';

export function listIncidentStatuses() {
  return [...INCIDENT_STATUSES, ...MAINTENANCE_STATUSES].map((status) => ({
    status,
    kind: kindOfStatus(status),
    resolves: resolves(status),
  }));
}

export const listIncidentImpacts = () => IMPACTS.map((impact) => ({ impact, kind: kindOfImpact(impact) }));
