import { Api, type BadgeTone } from '@statusdeck/shared';

// An incident's or a maintenance's words and colours, wherever the console shows one.

const RESOLVING: ReadonlySet<Api.IncidentStatus> = new Set(Api.RESOLVING_STATUSES);

/** Whether moving to this status resolves the incident (or completes the maintenance), as the server says. */
export function resolves(status: Api.IncidentStatus): boolean {
  return RESOLVING.has(status);
}

// Whole literals, so the locale check sees every key.
export const STATUS_LABEL_KEYS: Record<Api.IncidentStatus, string> = {
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

export const IMPACT_LABEL_KEYS: Record<Api.Impact, string> = {
  none: 'pageIncidents.impacts.none',
  minor: 'pageIncidents.impacts.minor',
  major: 'pageIncidents.impacts.major',
  critical: 'pageIncidents.impacts.critical',
  maintenance: 'pageIncidents.impacts.maintenance',
};

/** Open statuses read as a warning, closed ones as done, maintenance in its own blue. */
export function incidentStatusTone(status: Api.IncidentStatus): BadgeTone {
  if (resolves(status)) return 'success';
  if (status === 'scheduled' || status === 'in_progress' || status === 'verifying') return 'maintenance';
  return status === 'monitoring' ? 'info' : 'warning';
}
