import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

/** The fields the front end reads today; the server may send more. */
export type StatusPage = { id: string; name: string; slug?: string };

export const pagesKey = '/v1/pages';

export function getPages(): Promise<StatusPage[]> {
  return apiFetch<StatusPage[]>(pagesKey);
}

export function usePages() {
  return useSWR(pagesKey, getPages);
}
