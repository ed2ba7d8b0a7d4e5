import { paths } from '@statusdeck/shared';
import { useCallback, useMemo } from 'react';
import { usePages } from '../../../api/get-pages';
import { useUnresolvedIncidents } from '../../../api/get-unresolved-incidents';

export type DashboardCounts =
  | { state: 'loading' }
  | { state: 'error'; retry(): void }
  | { state: 'ready'; pages: number; activeIncidents: number | undefined; incidentsLink: string };

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

/** Pages first, then their unresolved incidents; `activeIncidents` is undefined while those load. */
export function useDashboardCounts(): DashboardCounts {
  const pages = usePages();
  const pageIds = useMemo(() => pages.data?.map((page) => page.id), [pages.data]);
  const incidents = useUnresolvedIncidents(pageIds);
  const { mutate: reloadPages } = pages;
  const { mutate: reloadIncidents } = incidents;

  const retry = useCallback(() => {
    void reloadPages();
    void reloadIncidents();
  }, [reloadPages, reloadIncidents]);

  if (pages.error || incidents.error) return { state: 'error', retry };
  if (!pages.data) return { state: 'loading' };
  return {
    state: 'ready',
    pages: pages.data.length,
    activeIncidents: incidents.data?.length,
    incidentsLink: incidentsLinkFor(pageIds ?? [], incidents.data?.map((incident) => incident.page_id) ?? []),
  };
}
