import { type Api, apiFetch } from '@statusdeck/shared';
import { mutate } from 'swr';
import { usageKey } from '../../plans/api/get-usage';
import { pagesKey } from './get-pages';
import type { PageDetails } from './page-types';

export type CreatePageInput = Pick<Api.Page, 'name' | 'slug' | 'time_zone' | 'default_language'>;

/** POST /v1/pages; the list (and the dashboard's count) reload. 409 slug_taken is the caller's to show. */
export async function createPage(input: CreatePageInput): Promise<PageDetails> {
  const page = await apiFetch<PageDetails>(pagesKey, { method: 'POST', body: input });
  // The plan's page count changes with the list.
  await Promise.all([mutate(pagesKey), mutate(usageKey)]);
  return page;
}
