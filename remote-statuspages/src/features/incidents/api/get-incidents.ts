import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import type { IncidentKind, IncidentList } from './types';

export const HISTORY_PAGE_SIZE = 20;

/** The list's query; a null cursor is the first page. */
export type IncidentFilters = Omit<Api.QueryParams['GET /v1/pages/{pageId}/incidents'], 'cursor'> & {
  cursor?: string | null;
};

export function incidentsPath(pageId: string): string {
  return `/v1/pages/${pageId}/incidents`;
}

/** The list's key: the API path with its query, e.g. `/v1/pages/p1/incidents?kind=incident&status=open`. */
export function incidentsKey(
  pageId: string,
  { kind, status, q, limit, cursor }: IncidentFilters = {},
): string {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (status) query.set('status', status);
  if (q) query.set('q', q);
  if (limit) query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${incidentsPath(pageId)}?${text}` : incidentsPath(pageId);
}

/** Newest first, filtered by kind, open/resolved and text, one page at a time. */
export function getIncidents(pageId: string, filters: IncidentFilters = {}): Promise<IncidentList> {
  return apiFetch<IncidentList>(incidentsKey(pageId, filters));
}

/** The server's largest page: open incidents are few, so one request holds them all. */
export const OPEN_LIMIT = 100;

/** The open incidents or maintenance windows of a page, in one request. */
export function useOpenIncidents(pageId: string | undefined, kind: IncidentKind) {
  const key = pageId ? incidentsKey(pageId, { kind, status: 'open', limit: OPEN_LIMIT }) : null;
  return useSWR(key, (path: string) => apiFetch<IncidentList>(path));
}

/**
 * The first page of resolved incidents and completed maintenance matching `q` (name or any
 * update's text), under its API path in the host's SWR cache (plain `useSWR`: `swr/infinite` would
 * be a second copy of SWR under module federation). Further pages: `useIncidentHistoryPages`.
 */
export function useIncidentHistory(pageId: string | undefined, q = '') {
  const key = pageId
    ? incidentsKey(pageId, { status: 'resolved', q: q || undefined, limit: HISTORY_PAGE_SIZE })
    : null;
  // While another search loads, the rows shown stay (no blank list between keystrokes).
  const first = useSWR(key, (path: string) => apiFetch<IncidentList>(path), { keepPreviousData: true });
  return { key, ...first };
}
