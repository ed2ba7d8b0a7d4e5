import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export function unresolvedIncidentsPath(pageId: string): string {
  return `/v1/pages/${encodeURIComponent(pageId)}/incidents/unresolved`;
}

const UNRESOLVED = 'unresolved-incidents';

/** One cache entry for the whole set of pages, so a changed page list refetches everything. */
export function unresolvedIncidentsKey(pageIds: readonly string[]) {
  return [UNRESOLVED, ...pageIds] as const;
}

/** Whatever the set of pages: any incident write changes the count. */
export function isUnresolvedIncidentsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === UNRESOLVED;
}

/** Every page's unresolved incidents, requested in parallel and flattened, for the dashboard. */
export async function getUnresolvedIncidents(pageIds: readonly string[]): Promise<Api.Incident[]> {
  const perPage = await Promise.all(
    pageIds.map((id) => apiFetch<Api.Incident[]>(unresolvedIncidentsPath(id))),
  );
  return perPage.flat();
}

/** `pageIds` undefined means "pages not known yet": nothing is requested. */
export function useUnresolvedIncidents(pageIds: readonly string[] | undefined) {
  return useSWR(pageIds ? unresolvedIncidentsKey(pageIds) : null, ([, ...ids]) =>
    getUnresolvedIncidents(ids),
  );
}
