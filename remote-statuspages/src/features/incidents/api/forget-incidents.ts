import type { ScopedMutator } from 'swr';
import { updateComponentCaches } from '../../../api/component-caches';
import { forgetPageList } from '../../../api/forget-page-list';
import { pageKey } from '../../../api/get-page';
import { incidentsPath } from './get-incidents';

/**
 * After an incident write, everything that shows it is out of date: the page's incident lists and
 * entries, the dashboard (through the page list's), the page's overall status and open-incident count,
 * and the component statuses the update set. They are emptied, not just revalidated: with
 * revalidateIfStale off a screen opened later would otherwise show the stale copy.
 * Mounted screens refetch at once.
 */
export function forgetIncidents(
  mutate: ScopedMutator,
  pageId: string,
  /** An entry the caller fills with the server's answer instead. */
  keep?: string,
): Promise<unknown> {
  const path = incidentsPath(pageId);
  const named = (key: unknown) =>
    typeof key === 'string' &&
    key !== keep &&
    (key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`));
  forgetPageList(mutate);
  return Promise.all([
    mutate(named, undefined, { revalidate: true }),
    mutate(pageKey(pageId), undefined, { revalidate: true }),
    updateComponentCaches(mutate, pageId, 'forget', { lists: true }),
  ]);
}
