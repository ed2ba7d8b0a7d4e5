import { apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import type { CreateIntegrationInput, Integration } from '../../../api/integration-types';
import { integrationsPath } from './get-integrations';

/**
 * 201 with the integration (its URL masked); 400 with field errors (a URL the server will not post to,
 * a component of another page); 409 `integration_limit_reached` at 20 on the page.
 */
export function createIntegration(pageId: string, input: CreateIntegrationInput): Promise<Integration> {
  return apiFetch<Integration>(integrationsPath(pageId), { method: 'POST', body: input });
}

export function useCreateIntegration(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (input: CreateIntegrationInput) => {
    const created = await createIntegration(pageId, input);
    await mutate(integrationsPath(pageId));
    return created;
  };
}
