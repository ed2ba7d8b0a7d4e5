import { type Api, apiFetch } from '@statusdeck/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { forgetPageList } from '../../../api/forget-page-list';
import { pageKey } from '../../../api/get-page';
import type { Page, PageChanges } from '../../../api/page-access-types';

/** Every setting a page is created with and can change (the images aside). */
export type PageSettings = Required<Api.RequestBodies['POST /v1/pages']>;

/** PATCH /v1/pages/{id} with JSON: only the fields given change. */
export function updatePage(id: string, changes: PageChanges): Promise<Page> {
  return apiFetch<Page>(pageKey(id), { method: 'PATCH', body: changes });
}

export type AppearanceChanges = Partial<Pick<PageSettings, 'brand_color' | 'theme'>> & {
  /** A File replaces the image, null removes it; leave out to keep it. */
  logo?: File | null;
  favicon?: File | null;
};

/** PATCH /v1/pages/{id} as multipart/form-data, for the logo and favicon files. */
export function updatePageAppearance(id: string, changes: AppearanceChanges): Promise<Page> {
  const form = new FormData();
  if (changes.brand_color !== undefined) form.append('brand_color', changes.brand_color);
  if (changes.theme !== undefined) form.append('theme', changes.theme);
  for (const image of ['logo', 'favicon'] as const) {
    const value = changes[image];
    if (value instanceof File) form.append(image, value);
    else if (value === null) form.append(`remove_${image}`, 'true');
  }
  return apiFetch<Page>(pageKey(id), { method: 'PATCH', body: form });
}

/**
 * Runs one of the page writes above, then shows its answer (the page itself, so the details need no
 * second request) and refreshes the list, which shows names, addresses and images.
 */
export function useSavePage() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (write: Promise<Page>) => {
      const page = await write;
      await mutate(pageKey(page.id), page, { revalidate: false });
      forgetPageList(mutate);
      return page;
    },
    [mutate],
  );
}
