import type { TFunction } from 'i18next';
import type { MetricName, PlanName, RoleName } from '../features/access/types';

export const roleLabel = (t: TFunction, role: RoleName | string) => t(`settings.roles.${role}`, role);
export const planLabel = (t: TFunction, plan: PlanName | string) => t(`settings.plans.names.${plan}`, plan);
export const metricLabel = (t: TFunction, metric: MetricName | string) =>
  t(`settings.usage.metrics.${metric}`, metric);
