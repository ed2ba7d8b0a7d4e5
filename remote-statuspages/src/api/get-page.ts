import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export function pageKey(id: string): string {
  return `/v1/pages/${id}`;
}

export function getPage(id: string): Promise<Api.Page> {
  return apiFetch<Api.Page>(pageKey(id));
}

/** One status page; no request while `id` is undefined. */
export function usePage(id: string | undefined) {
  return useSWR(id ? pageKey(id) : null, () => getPage(id ?? ''));
}
