import { apiFetch } from '@statusdeck/shared';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { forgetPageList } from '../../../api/forget-page-list';
import { pageKey } from '../../../api/get-page';

/** DELETE /v1/pages/{id}. */
export function deletePage(id: string): Promise<void> {
  return apiFetch<void>(pageKey(id), { method: 'DELETE' });
}

/** deletePage, then the list and the plan usage are refreshed. */
export function useDeletePage() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string) => {
      await deletePage(id);
      // Opening the page again (Back) must ask the server, which now answers 404.
      await mutate(pageKey(id), undefined, { revalidate: false });
      forgetPageList(mutate);
    },
    [mutate],
  );
}
