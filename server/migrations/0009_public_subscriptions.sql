-- Public subscriptions: a visitor subscribes from the public page. The per-page limit on pending,
-- unconfirmed subscriptions counts the rows whose confirmation link still works; this index keeps that
-- count (run on every public subscribe) to the page's pending rows instead of all its subscribers.
CREATE INDEX subscribers_page_pending_idx ON subscribers (page_id, confirm_expires_at)
  WHERE state = 'pending';
