import type { Api } from '@statusdeck/shared';

/** An e-mail subscriber (`endpoint` null) or a webhook posting to `endpoint` (`email` is its contact). */
export type Subscriber = Api.Subscriber;

export type SubscriberType = Subscriber['type'];

/** One page of subscribers: `next_cursor` is null on the last one; `total` counts every match. */
export type SubscriberList = Api.SubscriberList;

export type SubscriberState = Api.SubscriberState;

/** A new webhook's answer carries its signing secret, once. */
export type CreatedSubscriber = Api.CreatedSubscriber;

/** One attempt to post an event to a webhook: a status code when it answered, an error when it did not. */
export type Delivery = Api.WebhookDelivery;

export type DeliveryEvent = Delivery['event'];

/** Newest first; `next_cursor` is null on the last page. */
export type DeliveryList = Api.WebhookDeliveryList;
