import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR, { useSWRConfig } from 'swr';
import type { BillingDetails } from '../access/types';

export const billingDetailsKey = '/v1/payments/billing-details';

export type BillingDetailsInput = Api.RequestBodies['PUT /v1/payments/billing-details'];

/** Owners only (billing.manage): others never ask. */
export function useBillingDetails(enabled: boolean) {
  return useSWR(enabled ? billingDetailsKey : null, () => apiFetch<BillingDetails>(billingDetailsKey));
}

/** Saves and puts the answer (the server's cleaned-up copy) in the cache. */
export function useUpdateBillingDetails() {
  const { mutate } = useSWRConfig();
  return async (input: BillingDetailsInput) => {
    const saved = await apiFetch<BillingDetails>(billingDetailsKey, { method: 'PUT', body: input });
    await mutate(billingDetailsKey, saved, { revalidate: false });
    return saved;
  };
}
