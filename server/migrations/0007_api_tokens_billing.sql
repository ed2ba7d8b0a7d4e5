-- API tokens, payment methods, the subscription period and invoices.

-- A token acts for its organisation with a role ceiling; only the SHA-256 of its secret is kept. Removing
-- its creator from the organisation deletes it (a token never outlives the person who vouched for it).
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
  token_hash text NOT NULL UNIQUE,
  -- The secret's first characters ("sdk_" and 8 more), shown in lists so a token can be recognised.
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_tokens_organization_idx ON api_tokens (organization_id, created_at, id);
CREATE INDEX api_tokens_created_by_idx ON api_tokens (created_by);

-- What the billing provider lets us keep of a card: never its number or CVC. provider_ref is the
-- provider's handle for charging it.
CREATE TABLE payment_methods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_ref text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2200),
  holder_name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_methods_organization_idx ON payment_methods (organization_id, created_at, id);
CREATE UNIQUE INDEX payment_methods_one_default_key ON payment_methods (organization_id) WHERE is_default;

-- The paid plan's current period (NULL on free): set when subscribing, kept on a paid-to-paid downgrade.
ALTER TABLE organizations
  ADD COLUMN plan_period_start timestamptz,
  ADD COLUMN plan_period_end timestamptz;

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('free', 'pro', 'business')),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL CHECK (status IN ('paid')),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  provider text NOT NULL,
  provider_charge_id text NOT NULL,
  -- Copied from the method charged, so the invoice still says which card after the method is removed.
  card_brand text NOT NULL,
  card_last4 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_organization_idx ON invoices (organization_id, created_at DESC, id DESC);
