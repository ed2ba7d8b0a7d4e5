-- Chat integrations: a page posts its incident updates and component changes to a Slack, Microsoft Teams or
-- Discord incoming webhook. The webhook's URL is its secret; it is kept in clear because the server must
-- post to it, and no answer ever carries it (the API shows a masked hint).
CREATE TABLE chat_integrations (
  id uuid PRIMARY KEY,
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('slack', 'teams', 'discord')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  url text NOT NULL CHECK (length(url) <= 2048),
  -- Empty: every component.
  component_ids uuid[] NOT NULL DEFAULT '{}',
  -- NULL: the page's default language.
  language text CHECK (language IN ('en', 'ru')),
  -- When its deliveries ran out of retries or the chat service said the webhook is gone; NULL while active.
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_integrations_page_idx ON chat_integrations (page_id, created_at, id);

-- The webhook outbox and its delivery log serve both: a row belongs to exactly one webhook subscriber or
-- one chat integration, so one worker, one retry schedule and one log cover them.
ALTER TABLE webhook_outbox
  ALTER COLUMN subscriber_id DROP NOT NULL,
  ADD COLUMN integration_id uuid REFERENCES chat_integrations (id) ON DELETE CASCADE,
  ADD CONSTRAINT webhook_outbox_target_check CHECK (num_nonnulls(subscriber_id, integration_id) = 1);
ALTER TABLE webhook_deliveries
  ALTER COLUMN subscriber_id DROP NOT NULL,
  ADD COLUMN integration_id uuid REFERENCES chat_integrations (id) ON DELETE CASCADE,
  ADD CONSTRAINT webhook_deliveries_target_check CHECK (num_nonnulls(subscriber_id, integration_id) = 1);
CREATE INDEX webhook_deliveries_integration_idx
  ON webhook_deliveries (integration_id, created_at DESC, id DESC) WHERE integration_id IS NOT NULL;
CREATE INDEX webhook_outbox_integration_idx ON webhook_outbox (integration_id) WHERE status = 'pending';
