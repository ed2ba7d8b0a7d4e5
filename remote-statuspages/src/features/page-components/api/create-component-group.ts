import { type Api, apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import type { ComponentGroup } from '../../../api/component-types';
import { componentGroupsKey } from '../../../api/get-component-groups';

/** `components` lists its members, in order; they leave any group they were in. */
export type ComponentGroupInput = Api.RequestBodies['POST /v1/pages/{pageId}/component-groups'];

export function createComponentGroup(pageId: string, input: ComponentGroupInput): Promise<ComponentGroup> {
  return apiFetch<ComponentGroup>(componentGroupsKey(pageId), { method: 'POST', body: input });
}

export function useCreateComponentGroup(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (input: ComponentGroupInput) => {
    const created = await createComponentGroup(pageId, input);
    await updateComponentCaches(mutate, pageId, 'refresh', {
      groups: true,
      lists: (input.components?.length ?? 0) > 0,
    });
    return created;
  };
}
