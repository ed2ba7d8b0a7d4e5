import { type Api, apiFetch } from '@statusdeck/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { forgetPageList } from '../../../api/forget-page-list';
import { pagesKey } from '../../../api/get-pages';

export type CreatePageInput = Pick<Api.Page, 'name' | 'slug' | 'time_zone' | 'default_language'>;

/** POST /v1/pages. 409 slug_taken and 400 details are the caller's to show. */
export function createPage(input: CreatePageInput): Promise<Api.Page> {
  return apiFetch<Api.Page>(pagesKey, { method: 'POST', body: input });
}

/** createPage, then the list and the plan usage are refreshed. */
export function useCreatePage() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: CreatePageInput) => {
      const page = await createPage(input);
      forgetPageList(mutate);
      return page;
    },
    [mutate],
  );
}
