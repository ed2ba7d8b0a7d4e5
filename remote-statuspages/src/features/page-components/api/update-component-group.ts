import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import type { ComponentGroup } from '../../../api/component-types';
import type { ComponentGroupInput } from './create-component-group';
import { componentGroupKey } from './get-component-group';

export type ComponentGroupPatch = Partial<ComponentGroupInput> & { position?: number };

export function updateComponentGroup(
  pageId: string,
  id: string,
  patch: ComponentGroupPatch,
): Promise<ComponentGroup> {
  return apiFetch<ComponentGroup>(componentGroupKey(pageId, id), { method: 'PATCH', body: patch });
}

/** Edits a group from its own screen; setting its `components` moves components, so their lists change too. */
export function useUpdateComponentGroup(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string, patch: ComponentGroupPatch) => {
    const updated = await updateComponentGroup(pageId, id, patch);
    void updateComponentCaches(mutate, pageId, 'forget', { groups: true, lists: 'components' in patch });
    return updated;
  };
}
