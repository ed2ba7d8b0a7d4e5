import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import type { ComponentGroup } from '../../../api/component-types';
import { componentGroupsKey } from '../../../api/get-component-groups';

export function componentGroupKey(pageId: string, id: string): string {
  return `${componentGroupsKey(pageId)}/${id}`;
}

export function getComponentGroup(pageId: string, id: string): Promise<ComponentGroup> {
  return apiFetch<ComponentGroup>(componentGroupKey(pageId, id));
}

export function useComponentGroup(pageId: string | undefined, id: string | undefined) {
  return useSWR(pageId && id ? componentGroupKey(pageId, id) : null, () =>
    getComponentGroup(pageId ?? '', id ?? ''),
  );
}
