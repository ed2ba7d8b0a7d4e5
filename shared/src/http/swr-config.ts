import type { SWRConfiguration } from 'swr';
import { apiFetch } from './api-fetch';

/** SWR fetcher: GET on the key. */
export function fetcher(key: string): Promise<unknown> {
  return apiFetch(key);
}

/** SPEC §7: no retries, data never stale, no refetch on focus, reconnect or interval. */
export const swrConfig: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
