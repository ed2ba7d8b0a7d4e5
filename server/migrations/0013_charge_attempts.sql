-- An upgrade's charge, recorded before the provider is asked (pending) and after it answers (charged or
-- declined), then completed with the invoice and the plan in one transaction. The provider is called outside
-- any transaction with the attempt's idempotency key: a request that finds an open attempt (its predecessor's
-- answer or commit was lost) charges again with the same key, which the provider answers with the first
-- outcome, so nobody pays twice and nobody pays without an invoice.
CREATE TABLE charge_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('free', 'pro', 'business')),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  description text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  -- The card as charged: a retry charges this same handle even if the default card has changed since.
  provider text NOT NULL,
  provider_ref text NOT NULL,
  card_brand text NOT NULL,
  card_last4 text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'charged', 'declined', 'completed')),
  provider_charge_id text,
  invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status IN ('charged', 'completed')) = (provider_charge_id IS NOT NULL))
);
-- At most one open attempt per organisation: every upgrade settles it before starting another.
CREATE UNIQUE INDEX charge_attempts_one_open_key ON charge_attempts (organization_id)
  WHERE status IN ('pending', 'charged');
