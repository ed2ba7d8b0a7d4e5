import type { ScopedMutator } from 'swr';
import { dashboardKey } from './get-dashboard';
import { pagesKey } from './get-pages';
import { usageKey } from './get-usage';

/**
 * After a page is created, renamed or deleted, or an incident written, the list, the plan's page count and
 * the dashboard (every page with its status and open incidents) are out of date.
 * They are emptied, not just revalidated: with revalidateIfStale off, a screen that is
 * not mounted now would otherwise show the stale copy when it opens. Mounted ones refetch at once.
 */
export function forgetPageList(mutate: ScopedMutator): void {
  for (const key of [pagesKey, usageKey, dashboardKey]) void mutate(key, undefined, { revalidate: true });
}
