import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import type { ComponentInput } from './create-component';
import { componentKey } from './get-component';
import { revalidateComponents } from './revalidate-components';
import type { PageComponent } from './types';

export type ComponentPatch = Partial<ComponentInput> & { position?: number; deleted?: boolean };

export function updateComponent(pageId: string, id: string, patch: ComponentPatch): Promise<PageComponent> {
  return apiFetch<PageComponent>(componentKey(pageId, id), { method: 'PATCH', body: patch });
}

/** Edits a component; the groups are revalidated too when the patch names a group or a place. */
export function useUpdateComponent(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string, patch: ComponentPatch) => {
    const updated = await updateComponent(pageId, id, patch);
    const groups = 'group_id' in patch || 'position' in patch || 'deleted' in patch;
    await revalidateComponents(mutate, pageId, { componentId: id, groups });
    return updated;
  };
}
