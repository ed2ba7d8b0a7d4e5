import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import { componentGroupKey } from './get-component-group';

/** Deletes the group only: its components stay, ungrouped (so their lists change too). */
export function deleteComponentGroup(pageId: string, id: string): Promise<void> {
  return apiFetch<void>(componentGroupKey(pageId, id), { method: 'DELETE' });
}

export function useDeleteComponentGroup(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string) => {
    await deleteComponentGroup(pageId, id);
    void updateComponentCaches(mutate, pageId, 'forget', { lists: true, groups: true });
  };
}
