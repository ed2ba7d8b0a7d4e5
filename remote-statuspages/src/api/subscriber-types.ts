import type { Api } from '@statusdeck/shared';

export type Subscriber = Api.Subscriber;

/** One page of subscribers: `next_cursor` is null on the last one; `total` counts every match. */
export type SubscriberList = Api.SubscriberList;

export type SubscriberState = Api.SubscriberState;
