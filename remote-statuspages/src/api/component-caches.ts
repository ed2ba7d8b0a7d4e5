import type { ScopedMutator } from 'swr';
import { componentGroupsKey } from './get-component-groups';
import { componentsKey, isComponentsListKey } from './get-components';
import { dashboardKey } from './get-dashboard';
import { pageKey } from './get-page';
import { pagesKey } from './get-pages';

/**
 * How a write updates what is cached: `refresh` when the board showing the lists is on screen (it
 * refetches and keeps showing its rows meanwhile), `forget` when the write happened on another screen:
 * the lists are emptied, since with revalidateIfStale off the board would otherwise open
 * on the cached copy. Mounted screens refetch at once either way.
 */
export type CacheUpdate = 'refresh' | 'forget';

type Changed = {
  /** The page's component lists (with and without the deleted ones). */
  lists?: boolean;
  /** The page's groups, whose `components` name their members. */
  groups?: boolean;
  /** The page and the pages list, which carry its overall status (derived from its components' statuses). */
  pageStatus?: boolean;
};

/**
 * After a component or group write: the lists, groups and page status it changed; the pages list
 * and every single component or group entry of the page are always emptied (no screen showing
 * them stays open across a write, and one opened later must not start from an old copy).
 */
export function updateComponentCaches(
  mutate: ScopedMutator,
  pageId: string,
  update: CacheUpdate,
  { lists = false, groups = false, pageStatus = false }: Changed,
): Promise<unknown> {
  const isList = isComponentsListKey(pageId);
  const groupsPath = componentGroupsKey(pageId);
  // The board sits under the page's header, which shows the page's overall status.
  const shown = (key: unknown) =>
    (lists && isList(key)) || (groups && key === groupsPath) || (pageStatus && key === pageKey(pageId));
  // Never on the board's screen: emptied, so whichever screen shows them next loads them afresh.
  // The dashboard counts the page's components and shows its status, whatever the write.
  const elsewhere = (key: unknown) =>
    key === dashboardKey ||
    (pageStatus && key === pagesKey) ||
    (typeof key === 'string' &&
      (key.startsWith(`${componentsKey(pageId)}/`) || key.startsWith(`${groupsPath}/`)));
  const emptied = update === 'forget' ? (key: unknown) => shown(key) || elsewhere(key) : elsewhere;
  return Promise.all([
    mutate(emptied, undefined, { revalidate: true }),
    update === 'refresh' ? mutate(shown) : undefined,
  ]);
}
