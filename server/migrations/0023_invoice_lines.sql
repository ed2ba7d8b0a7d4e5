-- What an invoice charges for, line by line: the plan for a period, or an upgrade's prorated difference for
-- the days left of one. Invoices written before this have one line, their plan for their period.
ALTER TABLE invoices ADD COLUMN lines jsonb NOT NULL DEFAULT '[]'::jsonb;
UPDATE invoices SET lines = jsonb_build_array(jsonb_build_object(
  'kind', 'plan', 'plan', plan, 'from_plan', NULL,
  'period_start', to_jsonb(period_start), 'period_end', to_jsonb(period_end), 'amount_cents', amount_cents));
