import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import type { ComponentGroup } from '../../components/api/types';
import type { ComponentGroupInput } from './create-component-group';
import { componentGroupKey } from './get-component-group';
import { revalidateGroups } from './revalidate-groups';

export type ComponentGroupPatch = Partial<ComponentGroupInput> & { position?: number };

export function updateComponentGroup(
  pageId: string,
  id: string,
  patch: ComponentGroupPatch,
): Promise<ComponentGroup> {
  return apiFetch<ComponentGroup>(componentGroupKey(pageId, id), { method: 'PATCH', body: patch });
}

/** Edits a group; setting its `components` moves components, so their lists are revalidated too. */
export function useUpdateComponentGroup(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string, patch: ComponentGroupPatch) => {
    const updated = await updateComponentGroup(pageId, id, patch);
    await revalidateGroups(mutate, pageId, { groupId: id, components: 'components' in patch });
    return updated;
  };
}
