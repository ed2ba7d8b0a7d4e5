import { Api } from '@statusdeck/shared';
import type { ComponentStatus } from '../api/component-types';

/** The five statuses, least to most severe, then maintenance (the order the status menu lists them). */
export const COMPONENT_STATUSES: readonly ComponentStatus[] = Api.COMPONENT_STATUSES;

/** Each status's translation key (whole literals, so the locale check sees them). */
export const STATUS_LABEL_KEYS: Record<ComponentStatus, string> = {
  operational: 'pageComponents.statuses.operational',
  degraded_performance: 'pageComponents.statuses.degraded_performance',
  partial_outage: 'pageComponents.statuses.partial_outage',
  major_outage: 'pageComponents.statuses.major_outage',
  under_maintenance: 'pageComponents.statuses.under_maintenance',
};
