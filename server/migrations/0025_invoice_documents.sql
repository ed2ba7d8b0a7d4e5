-- Invoices become documents a finance team accepts: numbered per organisation without gaps, carrying the
-- customer's and the seller's details as they were when issued, and never changed afterwards.

-- The customer's billing details (none set: invoices name the organisation) and the language of its invoices and billing mails; copied onto each
-- invoice when it is issued, so later edits leave earlier invoices as they were.
ALTER TABLE organizations
  ADD COLUMN billing_name text,
  ADD COLUMN billing_address text,
  ADD COLUMN billing_vat_id text,
  ADD COLUMN billing_language text NOT NULL DEFAULT 'en' CHECK (billing_language IN ('en', 'ru'));

-- One row per organisation that has invoices: its customer code (the middle of its invoice numbers, unique
-- across organisations; a sequence's gaps do not matter there) and the last invoice sequence issued. The
-- row is locked FOR UPDATE by the transaction that issues the next invoice, so two issues queue and a
-- rolled-back issue gives its number back: 1, 2, 3… with none skipped.
CREATE SEQUENCE invoice_customer_codes START 1001;
CREATE TABLE invoice_counters (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  customer_code integer NOT NULL UNIQUE DEFAULT nextval('invoice_customer_codes'),
  last_sequence integer NOT NULL DEFAULT 0 CHECK (last_sequence >= 0)
);

ALTER TABLE invoices
  ADD COLUMN sequence integer,
  ADD COLUMN number text,
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ru')),
  ADD COLUMN customer_name text,
  ADD COLUMN customer_address text,
  ADD COLUMN customer_vat_id text,
  ADD COLUMN seller_name text NOT NULL DEFAULT 'Statusdeck',
  ADD COLUMN seller_address text NOT NULL DEFAULT '';

-- Invoices issued before this are numbered in the order they were issued.
INSERT INTO invoice_counters (organization_id, last_sequence)
  SELECT organization_id, count(*) FROM invoices GROUP BY organization_id ORDER BY min(created_at);
UPDATE invoices i SET sequence = numbered.sequence,
  number = 'SD-' || c.customer_code || '-' || lpad(numbered.sequence::text, 6, '0'),
  customer_name = o.name
FROM (SELECT id, row_number() OVER (PARTITION BY organization_id ORDER BY created_at, id)::int AS sequence
      FROM invoices) numbered, invoice_counters c, organizations o
WHERE numbered.id = i.id AND c.organization_id = i.organization_id AND o.id = i.organization_id;

ALTER TABLE invoices
  ALTER COLUMN sequence SET NOT NULL,
  ALTER COLUMN number SET NOT NULL,
  ALTER COLUMN customer_name SET NOT NULL,
  ADD CONSTRAINT invoices_sequence_key UNIQUE (organization_id, sequence),
  ADD CONSTRAINT invoices_number_key UNIQUE (number);

-- An issued invoice's content never changes, and an invoice goes only with its organisation (the cascade
-- of an organisation's deletion runs after the organisation's row is gone, so it passes). Only `status`
-- may change, for what happens to a payment later; the columns are named so that a column added later
-- is not frozen by accident.
CREATE FUNCTION invoices_stay_as_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id) THEN
      RAISE EXCEPTION 'invoice % is issued and cannot be deleted', OLD.number USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF (NEW.id, NEW.organization_id, NEW.plan, NEW.amount_cents, NEW.currency, NEW.period_start, NEW.period_end,
      NEW.provider, NEW.provider_charge_id, NEW.card_brand, NEW.card_last4, NEW.created_at, NEW.lines,
      NEW.sequence, NEW.number, NEW.language, NEW.customer_name, NEW.customer_address, NEW.customer_vat_id,
      NEW.seller_name, NEW.seller_address)
     IS DISTINCT FROM
     (OLD.id, OLD.organization_id, OLD.plan, OLD.amount_cents, OLD.currency, OLD.period_start, OLD.period_end,
      OLD.provider, OLD.provider_charge_id, OLD.card_brand, OLD.card_last4, OLD.created_at, OLD.lines,
      OLD.sequence, OLD.number, OLD.language, OLD.customer_name, OLD.customer_address, OLD.customer_vat_id,
      OLD.seller_name, OLD.seller_address) THEN
    RAISE EXCEPTION 'invoice % is issued and cannot be changed', OLD.number USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER invoices_stay_as_issued BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_stay_as_issued();
