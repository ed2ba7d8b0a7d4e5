import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import type { Page } from './page-access-types';

export const pagesKey = '/v1/pages';

export function getPages(): Promise<Page[]> {
  return apiFetch<Page[]>(pagesKey);
}

export function usePages() {
  return useSWR(pagesKey, getPages);
}
