import { COMPONENT_STATUSES, type ComponentStatus } from '../../lib/enums';

/**
 * How bad each status is, for GET /v1/component-statuses and for whoever derives a page's overall status.
 * Maintenance is planned and announced, so it ranks just above operational and below any degradation.
 */
export const COMPONENT_STATUS_SEVERITY: Readonly<Record<ComponentStatus, number>> = {
  operational: 0,
  under_maintenance: 1,
  degraded_performance: 2,
  partial_outage: 3,
  major_outage: 4,
};

export function listComponentStatuses(): Array<{ status: ComponentStatus; severity: number }> {
  return [...COMPONENT_STATUSES]
    .map((status) => ({ status, severity: COMPONENT_STATUS_SEVERITY[status] }))
    .sort((a, b) => a.severity - b.severity);
}
