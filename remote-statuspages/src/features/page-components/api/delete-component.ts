import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import { componentKey } from './get-component';

/** A soft delete: the component leaves the lists and the limit; `restoreComponent` brings it back. */
export function deleteComponent(pageId: string, id: string): Promise<void> {
  return apiFetch<void>(componentKey(pageId, id), { method: 'DELETE' });
}

export function useDeleteComponent(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string) => {
    await deleteComponent(pageId, id);
    void updateComponentCaches(mutate, pageId, 'forget', { lists: true, groups: true, pageStatus: true });
  };
}
