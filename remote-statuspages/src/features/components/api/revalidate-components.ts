import type { ScopedMutator } from 'swr';
import { componentGroupsKey } from '../../component-groups/api/get-component-groups';
import { componentKey } from './get-component';
import { isComponentsListKey } from './get-components';

/**
 * What a component write changes: the page's component lists, that component, and, when its group
 * membership may have changed, the groups (whose `components` name their members).
 */
export function revalidateComponents(
  mutate: ScopedMutator,
  pageId: string,
  { componentId, groups = false }: { componentId?: string; groups?: boolean } = {},
): Promise<unknown> {
  const isList = isComponentsListKey(pageId);
  const groupsPath = componentGroupsKey(pageId);
  const one = componentId ? componentKey(pageId, componentId) : undefined;
  return mutate(
    (key) =>
      isList(key) ||
      key === one ||
      (groups && typeof key === 'string' && (key === groupsPath || key.startsWith(`${groupsPath}/`))),
  );
}
