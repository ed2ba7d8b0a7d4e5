import type { Api } from '@statusdeck/shared';

/**
 * One attempt to post an event to a receiver (a webhook subscriber or a chat integration): a status code
 * when it answered, an error when it did not.
 */
export type Delivery = Api.WebhookDelivery;
export type DeliveryEvent = Delivery['event'];
/** Newest first; `next_cursor` is null on the last page. */
export type DeliveryList = Api.WebhookDeliveryList;
