import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { subscribersPath } from '../../../api/get-subscribers';
import type { Subscriber } from '../../../api/subscriber-types';
import { revalidateSubscribers } from './revalidate-subscribers';

/** Enables a disabled webhook again: confirmed, it receives events from now on (409 unless disabled). */
export function enableWebhook(pageId: string, id: string): Promise<Subscriber> {
  return apiFetch<Subscriber>(`${subscribersPath(pageId)}/${id}/enable`, { method: 'POST' });
}

/** Enables it and revalidates the lists and counts, whose state and confirmed count it changes. */
export function useEnableWebhook(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string) => {
    try {
      return await enableWebhook(pageId, id);
    } finally {
      // Also after a 409: the webhook was enabled or changed elsewhere, so the row shows what it is now.
      await revalidateSubscribers(mutate, pageId);
    }
  };
}
