import type { Api } from '@statusdeck/shared';

/** An e-mail subscriber (`endpoint` null) or a webhook posting to `endpoint` (`email` is its contact). */
export type Subscriber = Api.Subscriber;

export type SubscriberType = Subscriber['type'];

/** One page of subscribers: `next_cursor` is null on the last one; `total` counts every match. */
export type SubscriberList = Api.SubscriberList;

export type SubscriberState = Api.SubscriberState;

/** A new webhook's answer carries its signing secret, once. */
export type CreatedSubscriber = Api.CreatedSubscriber;
