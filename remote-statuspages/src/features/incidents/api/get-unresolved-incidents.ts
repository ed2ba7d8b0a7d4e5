import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export type Incident = { id: string; page_id: string; name: string; status: string; impact: string };

export function unresolvedIncidentsPath(pageId: string): string {
  return `/v1/pages/${encodeURIComponent(pageId)}/incidents/unresolved`;
}

/** One cache entry for the whole set of pages, so a changed page list refetches everything. */
export function unresolvedIncidentsKey(pageIds: readonly string[]) {
  return ['unresolved-incidents', ...pageIds] as const;
}

/** Every page's unresolved incidents, requested in parallel and flattened (SPEC.md §7 Dashboard). */
export async function getUnresolvedIncidents(pageIds: readonly string[]): Promise<Incident[]> {
  const perPage = await Promise.all(pageIds.map((id) => apiFetch<Incident[]>(unresolvedIncidentsPath(id))));
  return perPage.flat();
}

/** `pageIds` undefined means "pages not known yet": nothing is requested. */
export function useUnresolvedIncidents(pageIds: readonly string[] | undefined) {
  return useSWR(pageIds ? unresolvedIncidentsKey(pageIds) : null, ([, ...ids]) =>
    getUnresolvedIncidents(ids),
  );
}
