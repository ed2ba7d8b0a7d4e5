import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export const usageKey = '/v1/usage';

/** The organisation's plan (with its limits) and usage. */
export function getUsage(): Promise<Api.Usage> {
  return apiFetch<Api.Usage>(usageKey);
}

export function useUsage() {
  return useSWR(usageKey, getUsage);
}
