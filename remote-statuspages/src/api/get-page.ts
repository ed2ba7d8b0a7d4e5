import { apiFetch, readPaths } from '@statusdeck/shared';
import useSWR from 'swr';
import type { Page } from './page-access-types';

export function pageKey(id: string): string {
  return readPaths.page(id);
}

export function getPage(id: string): Promise<Page> {
  return apiFetch<Page>(pageKey(id));
}

/** One status page; no request while `id` is undefined. */
export function usePage(id: string | undefined) {
  return useSWR(id ? pageKey(id) : null, () => getPage(id ?? ''));
}
