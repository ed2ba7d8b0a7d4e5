import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { componentGroupKey } from './get-component-group';
import { revalidateGroups } from './revalidate-groups';

/** Deletes the group only: its components stay, ungrouped (so their lists change too). */
export function deleteComponentGroup(pageId: string, id: string): Promise<void> {
  return apiFetch<void>(componentGroupKey(pageId, id), { method: 'DELETE' });
}

export function useDeleteComponentGroup(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string) => {
    await deleteComponentGroup(pageId, id);
    await revalidateGroups(mutate, pageId, { groupId: id, components: true });
  };
}
