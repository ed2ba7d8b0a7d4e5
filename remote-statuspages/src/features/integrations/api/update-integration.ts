import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import type { Integration, UpdateIntegrationInput } from '../../../api/integration-types';
import { integrationsPath } from './get-integrations';

/** Changes any of its fields; `{ enabled: true }` re-enables one disabled after failed deliveries. */
export function updateIntegration(
  pageId: string,
  id: string,
  input: UpdateIntegrationInput,
): Promise<Integration> {
  return apiFetch<Integration>(`${integrationsPath(pageId)}/${id}`, { method: 'PATCH', body: input });
}

export function useUpdateIntegration(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (id: string, input: UpdateIntegrationInput) => {
    const updated = await updateIntegration(pageId, id, input);
    await mutate(integrationsPath(pageId));
    return updated;
  };
}
