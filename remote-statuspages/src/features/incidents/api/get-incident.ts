import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import { incidentsPath } from './get-incidents';
import type { Incident } from './types';

export function incidentKey(pageId: string, id: string): string {
  return `${incidentsPath(pageId)}/${id}`;
}

/** One incident with its whole timeline (newest first) and its affected components. */
export function getIncident(pageId: string, id: string): Promise<Incident> {
  return apiFetch<Incident>(incidentKey(pageId, id));
}

export function useIncident(pageId: string | undefined, id: string | undefined) {
  return useSWR(pageId && id ? incidentKey(pageId, id) : null, () => getIncident(pageId ?? '', id ?? ''));
}
