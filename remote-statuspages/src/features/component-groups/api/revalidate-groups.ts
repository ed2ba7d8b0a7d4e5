import type { ScopedMutator } from 'swr';
import { isComponentsListKey } from '../../components/api/get-components';
import { componentGroupsKey } from './get-component-groups';

/**
 * What a group write changes: the groups and that group; with `components`, also the component lists
 * (members joined or left, so their `group_id` and positions changed).
 */
export function revalidateGroups(
  mutate: ScopedMutator,
  pageId: string,
  { groupId, components = false }: { groupId?: string; components?: boolean } = {},
): Promise<unknown> {
  const groupsPath = componentGroupsKey(pageId);
  const one = groupId ? `${groupsPath}/${groupId}` : undefined;
  const isList = isComponentsListKey(pageId);
  return mutate((key) => key === groupsPath || key === one || (components && isList(key)));
}
