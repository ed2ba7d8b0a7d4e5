import { apiFetch } from '@statusdeck/shared';
import { integrationsPath } from './get-integrations';

/**
 * Queues a test message in the service's own format (202); the delivery shows in the log once
 * attempted. A disabled integration is refused: 409 `integration_not_active`.
 */
export function sendTestMessage(pageId: string, id: string): Promise<{ delivery_id: string }> {
  return apiFetch<{ delivery_id: string }>(`${integrationsPath(pageId)}/${id}/test`, { method: 'POST' });
}
