import { apiFetch, readPaths } from '@statusdeck/shared';
import useSWR from 'swr';
import type { ComponentGroup } from './component-types';

export function componentGroupsKey(pageId: string): string {
  return readPaths.componentGroups(pageId);
}

/** The page's groups by position, each with its components' ids in order. */
export function getComponentGroups(pageId: string): Promise<ComponentGroup[]> {
  return apiFetch<ComponentGroup[]>(componentGroupsKey(pageId));
}

export function useComponentGroups(pageId: string | undefined) {
  return useSWR(pageId ? componentGroupsKey(pageId) : null, () => getComponentGroups(pageId ?? ''));
}
