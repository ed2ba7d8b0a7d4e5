import { integrationsPath } from './get-integrations';

/** An integration's delivery log (read with `useDeliveryPages`), the same records as a webhook's. */
export function integrationDeliveriesPath(pageId: string, id: string): string {
  return `${integrationsPath(pageId)}/${id}/deliveries`;
}
