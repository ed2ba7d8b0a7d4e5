import { apiFetch, readPaths } from '@statusdeck/shared';
import useSWR from 'swr';
import type { PageComponent } from './component-types';

export function componentsKey(pageId: string, showDeleted = false): string {
  const path = readPaths.components(pageId);
  return showDeleted ? `${path}?show_deleted=true` : path;
}

/** Either components list of the page (with or without the deleted ones): a write changes both. */
export function isComponentsListKey(pageId: string) {
  const path = componentsKey(pageId);
  return (key: unknown) => key === path || key === componentsKey(pageId, true);
}

/** Ungrouped components first, then each group's, each set by position (the server's order). */
export function getComponents(pageId: string, showDeleted = false): Promise<PageComponent[]> {
  return apiFetch<PageComponent[]>(componentsKey(pageId, showDeleted));
}

/** No request while `pageId` is undefined. */
export function useComponents(pageId: string | undefined, { showDeleted = false } = {}) {
  return useSWR(pageId ? componentsKey(pageId, showDeleted) : null, () =>
    getComponents(pageId ?? '', showDeleted),
  );
}
