import { type Api, apiFetch } from '@statusdeck/shared';
import { mutate } from 'swr';
import { pageKey } from './get-page';
import { pagesKey } from './get-pages';
import type { PageDetails } from './page-types';

export type PageSettings = Pick<
  Api.Page,
  | 'name'
  | 'slug'
  | 'description'
  | 'website_url'
  | 'support_url'
  | 'time_zone'
  | 'default_language'
  | 'allow_subscribers'
  | 'published'
  | 'custom_domain'
  | 'brand_color'
  | 'theme'
>;

async function save(id: string, body: Partial<PageSettings> | FormData): Promise<PageDetails> {
  const page = await apiFetch<PageDetails>(pageKey(id), { method: 'PATCH', body });
  // The answer is the page itself, so the details need no second request; the list shows names and slugs.
  await mutate(pageKey(id), page, { revalidate: false });
  await mutate(pagesKey);
  return page;
}

/** PATCH /v1/pages/{id} with JSON: only the fields given change. */
export function updatePage(id: string, changes: Partial<PageSettings>): Promise<PageDetails> {
  return save(id, changes);
}

export type AppearanceChanges = Partial<Pick<PageSettings, 'brand_color' | 'theme'>> & {
  /** A File replaces the image, null removes it; leave out to keep it. */
  logo?: File | null;
  favicon?: File | null;
};

/** PATCH /v1/pages/{id} as multipart/form-data, for the logo and favicon files. */
export function updatePageAppearance(id: string, changes: AppearanceChanges): Promise<PageDetails> {
  const form = new FormData();
  if (changes.brand_color !== undefined) form.append('brand_color', changes.brand_color);
  if (changes.theme !== undefined) form.append('theme', changes.theme);
  for (const image of ['logo', 'favicon'] as const) {
    const value = changes[image];
    if (value instanceof File) form.append(image, value);
    else if (value === null) form.append(`remove_${image}`, 'true');
  }
  return save(id, form);
}
