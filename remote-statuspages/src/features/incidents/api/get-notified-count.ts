import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import { subscribersKey } from '../../../api/get-subscribers';
import type { SubscriberList } from '../../../api/subscriber-types';

/** One confirmed subscriber, for its `total`: the most people a notification of this page mails. */
export function notifiedCountKey(pageId: string): string {
  return subscribersKey(pageId, { state: 'confirmed', limit: 1 });
}

export function getConfirmedSubscribers(pageId: string): Promise<SubscriberList> {
  return apiFetch<SubscriberList>(notifiedCountKey(pageId));
}

/** The number of confirmed subscribers; undefined while loading or when it could not be counted. */
export function useNotifiedCount(pageId: string | undefined): number | undefined {
  const { data } = useSWR(
    pageId ? notifiedCountKey(pageId) : null,
    () => getConfirmedSubscribers(pageId ?? ''),
    {
      // People confirm by mail, outside the console: counted afresh each time a form is shown.
      revalidateIfStale: true,
    },
  );
  return data?.total;
}
