import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { subscribersPath } from '../../../api/get-subscribers';
import { revalidateSubscribers } from './revalidate-subscribers';

/** Removes the subscriber for good (no more mail, gone from the export). */
export function deleteSubscriber(pageId: string, id: string): Promise<void> {
  return apiFetch<void>(`${subscribersPath(pageId)}/${id}`, { method: 'DELETE' });
}

export function useDeleteSubscriber(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string) => {
    await deleteSubscriber(pageId, id);
    await revalidateSubscribers(mutate, pageId);
  };
}
