import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { getIncidents, HISTORY_PAGE_SIZE, useIncidentHistory } from '../api/get-incidents';

/** The resolved incidents matching `q`, page after page (see `useCursorPages`). */
export function useIncidentHistoryPages(pageId: string | undefined, q: string) {
  const first = useIncidentHistory(pageId, q);
  return useCursorPages(
    first,
    (cursor) =>
      getIncidents(pageId ?? '', { status: 'resolved', q: q || undefined, limit: HISTORY_PAGE_SIZE, cursor }),
    'pageIncidents.loadMoreFailed',
  );
}
