import { type Api, apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import type { PageComponent } from '../../../api/component-types';
import { componentKey } from './get-component';

export type ComponentPatch = Api.RequestBodies['PATCH /v1/pages/{pageId}/components/{id}'];

export function updateComponent(pageId: string, id: string, patch: ComponentPatch): Promise<PageComponent> {
  return apiFetch<PageComponent>(componentKey(pageId, id), { method: 'PATCH', body: patch });
}

/** Edits a component from its own screen; the groups are updated too when the patch names a group or a place. */
export function useUpdateComponent(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string, patch: ComponentPatch) => {
    const updated = await updateComponent(pageId, id, patch);
    const groups = 'group_id' in patch || 'position' in patch || 'deleted' in patch;
    void updateComponentCaches(mutate, pageId, 'forget', {
      lists: true,
      groups,
      pageStatus: 'status' in patch,
    });
    return updated;
  };
}
