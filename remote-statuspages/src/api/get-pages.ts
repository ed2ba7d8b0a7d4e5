import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export const pagesKey = '/v1/pages';

export function getPages(): Promise<Api.Page[]> {
  return apiFetch<Api.Page[]>(pagesKey);
}

export function usePages() {
  return useSWR(pagesKey, getPages);
}
