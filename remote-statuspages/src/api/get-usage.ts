import { type Api, apiFetch, readPaths } from '@statusdeck/shared';
import useSWR from 'swr';

export const usageKey = readPaths.usage;

/** The organisation's plan (with its limits) and usage. */
export function getUsage(): Promise<Api.Usage> {
  return apiFetch<Api.Usage>(usageKey);
}

export function useUsage() {
  return useSWR(usageKey, getUsage);
}
