import type { ComponentStatus, Impact } from '../../lib/enums';

export const PAGE_STATUSES = ['none', 'maintenance', 'minor', 'major', 'critical'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/**
 * Atlassian Statuspage's mapping from a component's status to the page indicator: degraded → minor,
 * partial outage → major, major outage → critical, maintenance → maintenance.
 */
const COMPONENT_INDICATOR: Record<ComponentStatus, PageStatus> = {
  operational: 'none',
  degraded_performance: 'minor',
  partial_outage: 'major',
  major_outage: 'critical',
  under_maintenance: 'maintenance',
};

// Severity order: an outage anywhere outranks maintenance elsewhere; PAGE_STATUSES is listed in this order.
const rank = (status: PageStatus) => PAGE_STATUSES.indexOf(status);

export type PageStatusInputs = {
  /** Statuses of the page's components that are not deleted. */
  componentStatuses: readonly ComponentStatus[];
  /** Impacts of the page's unresolved incidents (investigating, identified, monitoring). */
  incidentImpacts: readonly Impact[];
  /** Whether a scheduled maintenance is in progress or being verified. */
  maintenanceInProgress: boolean;
};

/**
 * The one derivation of a page's overall status: the worst of its components' indicators, its
 * unresolved incidents' impacts (an incident's impact is already on the indicator's scale) and a running
 * maintenance, ordered none < maintenance < minor < major < critical. The rules, worst first:
 *
 *   indicator    | when (any of)                                                     | description
 *   -------------|-------------------------------------------------------------------|---------------------------
 *   critical     | a component in major_outage; an unresolved incident of impact critical | Major System Outage
 *   major        | a component in partial_outage; an unresolved incident of impact major  | Partial System Outage
 *   minor        | a component in degraded_performance; an unresolved incident of impact minor | Minor Service Outage
 *   maintenance  | a component under_maintenance; a maintenance in_progress/verifying     | Service Under Maintenance
 *   none         | none of the above (incidents of impact none do not change it)     | All Systems Operational
 *
 * Deleted components do not count; components hidden on the public page (only shown when degraded) are
 * operational, so they never change it either.
 */
export function derivePageStatus(inputs: PageStatusInputs): PageStatus {
  const candidates: PageStatus[] = [
    ...inputs.componentStatuses.map((status) => COMPONENT_INDICATOR[status]),
    ...inputs.incidentImpacts,
    ...(inputs.maintenanceInProgress ? (['maintenance'] as const) : []),
  ];
  return candidates.reduce<PageStatus>((worst, next) => (rank(next) > rank(worst) ? next : worst), 'none');
}

/** Statuspage's own wording of each indicator (English: the API's; the UIs translate by indicator). */
export const PAGE_STATUS_DESCRIPTIONS: Readonly<Record<PageStatus, string>> = {
  none: 'All Systems Operational',
  minor: 'Minor Service Outage',
  major: 'Partial System Outage',
  critical: 'Major System Outage',
  maintenance: 'Service Under Maintenance',
};
