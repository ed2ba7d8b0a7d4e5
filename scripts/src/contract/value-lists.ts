import {
  ALL_INCIDENT_STATUSES,
  COMPONENT_STATUSES,
  DASHBOARD_GREETINGS,
  IMPACTS,
  INCIDENT_KINDS,
  INCIDENT_STATUSES,
  INTEGRATION_KINDS,
  INTEGRATION_STATES,
  LANGUAGES,
  MAINTENANCE_STATUSES,
  PAGE_ACCESS,
  PAGE_THEMES,
  PLAN_NAMES,
  RESOLVING_STATUSES,
  SUBSCRIBER_STATES,
} from '../../../server/src/lib/enums';
import { PERMISSIONS, ROLES } from '../../../server/src/lib/permissions';
import { CARD_BRANDS } from '../../../server/src/modules/billing/card';
import { PAGE_STATUSES } from '../../../server/src/modules/pages/page-status';
import { USAGE_METRICS } from '../../../server/src/modules/plans/get-usage';
import type { ValueList } from './generate-contract';

/** The server's value lists the contract exports; the server keeps them, the front ends import them. */
export const VALUE_LISTS: readonly ValueList[] = [
  { list: 'COMPONENT_STATUSES', type: 'ComponentStatus', values: COMPONENT_STATUSES },
  { list: 'INCIDENT_STATUSES', values: INCIDENT_STATUSES },
  { list: 'MAINTENANCE_STATUSES', values: MAINTENANCE_STATUSES },
  { list: 'ALL_INCIDENT_STATUSES', type: 'IncidentStatus', values: ALL_INCIDENT_STATUSES },
  { list: 'RESOLVING_STATUSES', values: RESOLVING_STATUSES },
  { list: 'INCIDENT_KINDS', type: 'IncidentKind', values: INCIDENT_KINDS },
  { list: 'IMPACTS', type: 'Impact', values: IMPACTS },
  { list: 'PAGE_STATUSES', type: 'PageStatus', values: PAGE_STATUSES },
  { list: 'LANGUAGES', type: 'Language', values: LANGUAGES },
  { list: 'PAGE_THEMES', type: 'PageTheme', values: PAGE_THEMES },
  { list: 'PAGE_ACCESS', type: 'PageAccess', values: PAGE_ACCESS },
  { list: 'SUBSCRIBER_STATES', type: 'SubscriberState', values: SUBSCRIBER_STATES },
  { list: 'INTEGRATION_KINDS', type: 'IntegrationKind', values: INTEGRATION_KINDS },
  { list: 'INTEGRATION_STATES', type: 'IntegrationState', values: INTEGRATION_STATES },
  { list: 'PLAN_NAMES', type: 'PlanName', values: PLAN_NAMES },
  { list: 'ROLES', type: 'RoleName', values: ROLES },
  { list: 'PERMISSIONS', type: 'Permission', values: PERMISSIONS },
  { list: 'USAGE_METRICS', type: 'MetricName', values: USAGE_METRICS },
  { list: 'DASHBOARD_GREETINGS', type: 'DashboardGreeting', values: DASHBOARD_GREETINGS },
  { list: 'CARD_BRANDS', type: 'CardBrand', values: CARD_BRANDS },
];
