/**
 * The subscriber shapes of the server's schemas (server/src/modules/subscribers/schemas.ts), named
 * here until the regenerated contract carries them as `Api.Subscriber` / `Api.SubscriberList`.
 */
export type SubscriberState = 'pending' | 'confirmed' | 'unsubscribed';

export type Subscriber = {
  id: string;
  page_id: string;
  email: string;
  state: SubscriberState;
  /** null: news of every component. */
  component_ids: string[] | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
};

export type SubscriberList = {
  subscribers: Subscriber[];
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: string | null;
  /** How many match the filters, across all pages. */
  total: number;
};
