import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import { subscribersKey } from './get-subscribers';
import type { SubscriberList } from './types';

/** Pending and confirmed subscribers count against the plan; unsubscribed ones do not. */
export function subscriberCountKeys(pageId: string): [string, string] {
  return [
    subscribersKey(pageId, { state: 'confirmed', limit: 1 }),
    subscribersKey(pageId, { state: 'pending', limit: 1 }),
  ];
}

export async function getSubscriberCount(pageId: string): Promise<number> {
  const [confirmed, pending] = await Promise.all(
    subscriberCountKeys(pageId).map((key) => apiFetch<SubscriberList>(key)),
  );
  return (confirmed?.total ?? 0) + (pending?.total ?? 0);
}

/** The subscribers that count against the plan's per-page limit. */
export function useSubscriberCount(pageId: string | undefined) {
  return useSWR(pageId ? subscriberCountKeys(pageId) : null, () => getSubscriberCount(pageId ?? ''), {
    // Confirmations arrive by mail, outside the console: counted afresh each time it is shown.
    revalidateIfStale: true,
  });
}
