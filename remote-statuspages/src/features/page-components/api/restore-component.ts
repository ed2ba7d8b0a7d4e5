import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import { updateComponent } from './update-component';

/** Brings a soft-deleted component back, at the end of its group (402 when the page is at its limit). */
export function restoreComponent(pageId: string, id: string) {
  return updateComponent(pageId, id, { deleted: false });
}

export function useRestoreComponent(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string) => {
    const restored = await restoreComponent(pageId, id);
    await updateComponentCaches(mutate, pageId, 'refresh', { lists: true, groups: true, pageStatus: true });
    return restored;
  };
}
