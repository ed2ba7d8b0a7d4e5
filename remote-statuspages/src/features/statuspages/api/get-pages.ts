import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import type { PageListItem } from './page-types';

export const pagesKey = '/v1/pages';

export function getPages(): Promise<PageListItem[]> {
  return apiFetch<PageListItem[]>(pagesKey);
}

export function usePages() {
  return useSWR(pagesKey, getPages);
}
