import type { TFunction } from 'i18next';
import type { MetricName, RoleName } from '../features/access/types';

export { planLabel } from '@statusdeck/shared';

// Keys are named as whole literals so the locale check sees every one in use.
const ROLE_KEYS: Record<RoleName, string> = {
  owner: 'settings.roles.owner',
  admin: 'settings.roles.admin',
  editor: 'settings.roles.editor',
  viewer: 'settings.roles.viewer',
};
const METRIC_KEYS: Record<MetricName, string> = {
  pages: 'settings.usage.metrics.pages',
  components: 'settings.usage.metrics.components',
  subscribers: 'settings.usage.metrics.subscribers',
  members: 'settings.usage.metrics.members',
  api_tokens: 'settings.usage.metrics.api_tokens',
  private_pages: 'settings.usage.metrics.private_pages',
};

const labelOf = <K extends string>(t: TFunction, keys: Record<K, string>, value: string) =>
  Object.hasOwn(keys, value) ? t(keys[value as K]) : value;

export const roleLabel = (t: TFunction, role: RoleName | string) => labelOf(t, ROLE_KEYS, role);
export const metricLabel = (t: TFunction, metric: MetricName | string) => labelOf(t, METRIC_KEYS, metric);
