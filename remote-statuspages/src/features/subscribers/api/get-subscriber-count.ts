import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import { subscribersKey } from '../../../api/get-subscribers';
import type { SubscriberList } from '../../../api/subscriber-types';

/**
 * Only confirmed subscribers count against the plan (the server's rule: pending sign-ups anyone can make
 * take no place), so this is the confirmed list's total.
 */
export function subscriberCountKey(pageId: string): string {
  return subscribersKey(pageId, { state: 'confirmed', limit: 1 });
}

export async function getSubscriberCount(pageId: string): Promise<number> {
  const confirmed = await apiFetch<SubscriberList>(subscriberCountKey(pageId));
  return confirmed?.total ?? 0;
}

/** The subscribers that count against the plan's per-page limit. */
export function useSubscriberCount(pageId: string | undefined) {
  return useSWR(pageId ? subscriberCountKey(pageId) : null, () => getSubscriberCount(pageId ?? ''), {
    // Confirmations arrive by mail, outside the console: counted afresh each time it is shown.
    revalidateIfStale: true,
  });
}
