import type { Api } from '@statusdeck/shared';

// Webhook fields ahead of the regenerated contract: replaced by the generated types once the server has them.
export type SubscriberType = 'email' | 'webhook';
export type SubscriberState = Api.SubscriberState | 'disabled';

/** An e-mail subscriber (`endpoint` null) or a webhook posting to `endpoint` (`email` is its contact). */
export type Subscriber = Omit<Api.Subscriber, 'state'> & {
  type: SubscriberType;
  endpoint: string | null;
  state: SubscriberState;
};

/** One page of subscribers: `next_cursor` is null on the last one; `total` counts every match. */
export type SubscriberList = Omit<Api.SubscriberList, 'subscribers'> & { subscribers: Subscriber[] };

/** A new webhook's answer carries its signing secret, once. */
export type CreatedSubscriber = Subscriber & { signing_secret?: string };

export type DeliveryEvent = 'incident.update' | 'component.update' | 'test';

/** One attempt to post an event to a webhook: a status code when it answered, an error when it did not. */
export type Delivery = {
  id: string;
  delivery_id: string;
  event: DeliveryEvent;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_at: string;
};

/** Newest first; `next_cursor` is null on the last page. */
export type DeliveryList = { deliveries: Delivery[]; next_cursor: string | null };
