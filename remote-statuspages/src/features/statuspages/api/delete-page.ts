import { apiFetch } from '@statusdeck/shared';
import { mutate } from 'swr';
import { usageKey } from '../../plans/api/get-usage';
import { pageKey } from './get-page';
import { pagesKey } from './get-pages';

/** DELETE /v1/pages/{id}; the page's cache entry is dropped and the list reloads. */
export async function deletePage(id: string): Promise<void> {
  await apiFetch<void>(pageKey(id), { method: 'DELETE' });
  await mutate(pageKey(id), undefined, { revalidate: false });
  // The plan's page count changes with the list.
  await Promise.all([mutate(pagesKey), mutate(usageKey)]);
}
