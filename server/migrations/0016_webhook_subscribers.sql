-- Webhook subscribers: a subscriber is either an e-mail address or an HTTPS endpoint (with the e-mail address
-- that confirms it and hears when it is disabled). A webhook's signing secret is kept in clear because the
-- server signs with it; no answer but the one creating it ever carries it.
ALTER TABLE subscribers
  ADD COLUMN type text NOT NULL DEFAULT 'email' CHECK (type IN ('email', 'webhook')),
  ADD COLUMN endpoint text CHECK (endpoint IS NULL OR length(endpoint) <= 2048),
  ADD COLUMN signing_secret text,
  ADD CONSTRAINT subscribers_webhook_fields_check CHECK (
    (type = 'webhook') = (endpoint IS NOT NULL) AND (type = 'webhook') = (signing_secret IS NOT NULL));
ALTER TABLE subscribers DROP CONSTRAINT subscribers_state_check;
ALTER TABLE subscribers ADD CONSTRAINT subscribers_state_check
  CHECK (state IN ('pending', 'confirmed', 'unsubscribed', 'disabled'));
-- One e-mail subscription per address and page; a webhook's address is its endpoint, so the same person may
-- have both, and several endpoints.
DROP INDEX subscribers_page_email_key;
CREATE UNIQUE INDEX subscribers_page_email_key ON subscribers (page_id, lower(email)) WHERE type = 'email';
CREATE UNIQUE INDEX subscribers_page_endpoint_key ON subscribers (page_id, endpoint) WHERE type = 'webhook';

-- One row per event for one webhook subscriber (its id is the X-Statusdeck-Delivery header, the same on
-- every attempt); the body is built when the event happens, so a retry sends the same bytes.
CREATE TABLE webhook_outbox (
  id uuid PRIMARY KEY,
  subscriber_id uuid NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('incident.update', 'component.update', 'test')),
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'gone')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_outbox_due_idx ON webhook_outbox (next_attempt_at, created_at) WHERE status = 'pending';

-- Every attempt of every delivery, for the subscriber's delivery log.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  delivery_id uuid NOT NULL,
  subscriber_id uuid NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
  event text NOT NULL,
  attempt integer NOT NULL,
  status_code integer,
  error text,
  duration_ms integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_subscriber_idx ON webhook_deliveries (subscriber_id, created_at DESC, id DESC);
