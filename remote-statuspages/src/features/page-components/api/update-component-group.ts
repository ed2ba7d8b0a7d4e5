import { type Api, apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import type { ComponentGroup } from '../../../api/component-types';
import { componentGroupKey } from './get-component-group';

export type ComponentGroupPatch = Api.RequestBodies['PATCH /v1/pages/{pageId}/component-groups/{id}'];

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
