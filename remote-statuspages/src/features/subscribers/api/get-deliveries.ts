import { subscribersPath } from '../../../api/get-subscribers';

/** A webhook subscriber's delivery log (read with `useDeliveryPages`). */
export function deliveriesPath(pageId: string, subscriberId: string): string {
  return `${subscribersPath(pageId)}/${subscriberId}/deliveries`;
}
