import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import type { ComponentStatus, PageComponent } from '../../../api/component-types';
import { componentsKey } from '../../../api/get-components';

export type ComponentInput = {
  name: string;
  description?: string;
  status?: ComponentStatus;
  group_id?: string | null;
  show_uptime?: boolean;
  only_show_if_degraded?: boolean;
  start_date?: string | null;
};

/** Adds a component at the end of its group; 402 at the plan's limit (toasted by shared). */
export function createComponent(pageId: string, input: ComponentInput): Promise<PageComponent> {
  return apiFetch<PageComponent>(componentsKey(pageId), { method: 'POST', body: input });
}

export function useCreateComponent(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (input: ComponentInput) => {
    const created = await createComponent(pageId, input);
    void updateComponentCaches(mutate, pageId, 'forget', {
      lists: true,
      groups: Boolean(created.group_id),
      pageStatus: true,
    });
    return created;
  };
}
