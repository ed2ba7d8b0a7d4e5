import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import type { IntegrationList } from '../../../api/integration-types';

export function integrationsPath(pageId: string): string {
  return `/v1/pages/${pageId}/integrations`;
}

/** Every chat integration of the page, oldest first (a page has at most 20). */
export function getIntegrations(pageId: string): Promise<IntegrationList> {
  return apiFetch<IntegrationList>(integrationsPath(pageId));
}

/** The page's integrations under their API path; no request while `pageId` is undefined. */
export function useIntegrations(pageId: string | undefined) {
  return useSWR(pageId ? integrationsPath(pageId) : null, () => getIntegrations(pageId ?? ''), {
    // Deliveries (and a disabling after failed ones) happen in the background: a list shown again
    // shows its cached rows and reloads them.
    revalidateIfStale: true,
  });
}
