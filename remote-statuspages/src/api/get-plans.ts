import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import { useUsage } from './get-usage';
import type { Plan } from './page-access-types';

export const plansKey = '/v1/plans';

/** Every plan with its limits (the same list Settings → Subscription compares). */
export function usePlans() {
  return useSWR(plansKey, () => apiFetch<Plan[]>(plansKey));
}

/**
 * Whether the organisation's plan allows private pages (password or audience): true or false once the
 * plan and the plans' limits are known, undefined until then (the server decides in any case: 402).
 */
export function usePrivatePagesAllowed(): boolean | undefined {
  const { data: usage } = useUsage();
  const { data: plans } = usePlans();
  const plan = plans?.find((entry) => entry.name === usage?.plan.name);
  return plan ? plan.limits.private_pages : undefined;
}
