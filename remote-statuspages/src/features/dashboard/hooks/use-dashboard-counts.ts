import { useCallback, useMemo } from 'react';
import { useUnresolvedIncidents } from '../../incidents/api/get-unresolved-incidents';
import { usePages } from '../../statuspages/api/get-pages';

export type DashboardCounts =
  | { state: 'loading' }
  | { state: 'error'; retry(): void }
  | { state: 'ready'; pages: number; activeIncidents: number | undefined };

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
  return { state: 'ready', pages: pages.data.length, activeIncidents: incidents.data?.length };
}
