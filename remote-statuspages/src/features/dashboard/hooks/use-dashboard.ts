import { type Api, paths } from '@statusdeck/shared';
import { useCallback } from 'react';
import { useDashboard as useDashboardRequest } from '../../../api/get-dashboard';

export type DashboardState =
  | { state: 'loading' }
  | { state: 'error'; retry(): void }
  | { state: 'ready'; dashboard: Api.Dashboard; incidentsLink: string };

/**
 * Where the active-incidents card leads: the incidents of the one page concerned (all active
 * incidents on one page, or only one page at all), else the status page list, whose rows count
 * each page's open incidents.
 */
export function incidentsLinkFor(pageIds: readonly string[], incidentPageIds: readonly string[]): string {
  const concerned = new Set(incidentPageIds);
  const [onlyConcerned] = [...concerned];
  if (concerned.size === 1 && onlyConcerned) return paths.statusPageIncidents(onlyConcerned);
  const [onlyPage] = pageIds;
  if (pageIds.length === 1 && onlyPage) return paths.statusPageIncidents(onlyPage);
  return paths.statusPages();
}

/** The dashboard's one request as loading / error (with a retry) / ready; the view only displays it. */
export function useDashboard(): DashboardState {
  const { data, error, mutate } = useDashboardRequest();
  const retry = useCallback(() => void mutate(), [mutate]);
  if (error) return { state: 'error', retry };
  if (!data) return { state: 'loading' };
  const incidentPageIds = data.pages.flatMap((page) => page.incidents.map(() => page.id));
  return {
    state: 'ready',
    dashboard: data,
    incidentsLink: incidentsLinkFor(
      data.pages.map((page) => page.id),
      incidentPageIds,
    ),
  };
}
