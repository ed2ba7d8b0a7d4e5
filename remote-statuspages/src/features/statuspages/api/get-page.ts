import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import type { PageDetails } from './page-types';

export function pageKey(id: string): string {
  return `/v1/pages/${id}`;
}

export function getPage(id: string): Promise<PageDetails> {
  return apiFetch<PageDetails>(pageKey(id));
}

/** One status page; no request while `id` is undefined. */
export function usePage(id: string | undefined) {
  return useSWR(id ? pageKey(id) : null, () => getPage(id ?? ''));
}
