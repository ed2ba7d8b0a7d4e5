import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { integrationsPath } from './get-integrations';

/** Removes the integration for good: nothing more is posted to its chat. */
export function deleteIntegration(pageId: string, id: string): Promise<void> {
  return apiFetch<void>(`${integrationsPath(pageId)}/${id}`, { method: 'DELETE' });
}

export function useDeleteIntegration(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string) => {
    await deleteIntegration(pageId, id);
    await mutate(integrationsPath(pageId));
  };
}
