import { apiFetch } from '@statusdeck/shared';
import { subscribersPath } from '../../../api/get-subscribers';

/** Queues a `test` event to the webhook (202): the delivery shows in its log once attempted. */
export function sendTestEvent(pageId: string, subscriberId: string): Promise<{ delivery_id: string }> {
  return apiFetch<{ delivery_id: string }>(`${subscribersPath(pageId)}/${subscriberId}/test`, {
    method: 'POST',
  });
}
