import type { ScopedMutator } from 'swr';
import { componentGroupsKey } from '../../component-groups/api/get-component-groups';
import { componentsKey, isComponentsListKey } from './get-components';

/**
 * How a write updates what is cached: `refresh` when the board showing the lists is on screen (it
 * refetches and keeps showing its rows meanwhile), `forget` when the write happened on another screen:
 * the lists are emptied, since with revalidateIfStale off (SPEC §7) the board would otherwise open
 * on the cached copy. Mounted screens refetch at once either way.
 */
export type CacheUpdate = 'refresh' | 'forget';

type Changed = {
  /** The page's component lists (with and without the deleted ones). */
  lists?: boolean;
  /** The page's groups, whose `components` name their members. */
  groups?: boolean;
};

/**
 * After a component or group write: the lists and groups it changed, and every single component
 * or group entry of the page, which is always emptied (no screen showing one stays open across a
 * write elsewhere, and an edit screen opened later must not start from an old copy).
 */
export function updateComponentCaches(
  mutate: ScopedMutator,
  pageId: string,
  update: CacheUpdate,
  { lists = false, groups = false }: Changed,
): Promise<unknown> {
  const isList = isComponentsListKey(pageId);
  const groupsPath = componentGroupsKey(pageId);
  const shown = (key: unknown) => (lists && isList(key)) || (groups && key === groupsPath);
  const single = (key: unknown) =>
    typeof key === 'string' &&
    (key.startsWith(`${componentsKey(pageId)}/`) || key.startsWith(`${groupsPath}/`));
  const emptied = update === 'forget' ? (key: unknown) => shown(key) || single(key) : single;
  return Promise.all([
    mutate(emptied, undefined, { revalidate: true }),
    update === 'refresh' ? mutate(shown) : undefined,
  ]);
}
