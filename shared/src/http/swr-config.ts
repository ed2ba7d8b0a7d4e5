import type { SWRConfiguration } from 'swr';
import { apiFetch } from './api-fetch';
import { notifyApiError } from './notify-api-error';

/** SWR fetcher: GET on the key. */
export function fetcher(key: string): Promise<unknown> {
  return apiFetch(key);
}

/**
 * No retries, data never stale, no refetch on focus, reconnect or interval: the product asks for it.
 * The 429 and plan-limit toasts apply to every query, so they are raised here once.
 */
export const swrConfig: SWRConfiguration = {
  fetcher,
  onError: (error: unknown) => {
    notifyApiError(error);
  },
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
