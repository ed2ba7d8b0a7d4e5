import type { TFunction } from 'i18next';

// Keys are named as whole literals so the locale check sees every one in use.
const PLAN_KEYS: Record<string, string> = {
  free: 'settings.plans.names.free',
  pro: 'settings.plans.names.pro',
  business: 'settings.plans.names.business',
};

/** A plan's name as written in the interface (Pro, not pro); an unknown plan as it came. */
export const planLabel = (t: TFunction, plan: string) =>
  Object.hasOwn(PLAN_KEYS, plan) ? t(PLAN_KEYS[plan] as string) : plan;
