-- Subscriptions renew. A paid plan's period (plan_period_start/end) is charged again at its end by the billing
-- worker; a change asked for during a period (a downgrade, or Free = cancel) waits for its end.
ALTER TABLE organizations
  -- The plan the organisation moves to at the period's end: a lower paid plan, or 'free' (cancelled).
  ADD COLUMN scheduled_plan text CHECK (scheduled_plan IN ('free', 'pro', 'business')),
  -- When the billing worker next looks at the organisation: the period's end, a retry of a failed renewal,
  -- or a lease while it renews (a worker that died mid-renewal leaves it due again). NULL on Free.
  ADD COLUMN billing_due_at timestamptz,
  -- Failed renewals of the current period's end so far (0 when paid up).
  ADD COLUMN renewal_failures integer NOT NULL DEFAULT 0 CHECK (renewal_failures >= 0),
  -- Set when the last retry failed and the organisation was moved to Free; cleared by the next paid plan.
  ADD COLUMN lapsed_at timestamptz;
CREATE INDEX organizations_billing_due ON organizations (billing_due_at) WHERE billing_due_at IS NOT NULL;
-- Paid organisations renew at their period's end from now on.
UPDATE organizations SET billing_due_at = plan_period_end WHERE plan <> 'free' AND plan_period_end IS NOT NULL;

-- What a completed attempt writes: the plan's period and the invoice's lines (an upgrade from Free starts a
-- period; a prorated upgrade keeps the current one; a renewal starts the next). Older attempts have none.
ALTER TABLE charge_attempts
  ADD COLUMN kind text NOT NULL DEFAULT 'upgrade' CHECK (kind IN ('upgrade', 'renewal')),
  ADD COLUMN period_start timestamptz,
  ADD COLUMN period_end timestamptz,
  ADD COLUMN lines jsonb;

-- Usage warnings: one mail per metric, threshold (80 or 100 per cent of the plan's limit) and period; the plan
-- changing starts over. Recorded when a create reaches the threshold, mailed by the billing worker.
CREATE TABLE usage_warnings (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  metric text NOT NULL,
  threshold integer NOT NULL CHECK (threshold IN (80, 100)),
  period_start timestamptz NOT NULL,
  plan text NOT NULL CHECK (plan IN ('free', 'pro', 'business')),
  used integer NOT NULL,
  max integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  mailed_at timestamptz,
  PRIMARY KEY (organization_id, metric, threshold, period_start)
);
CREATE INDEX usage_warnings_unmailed ON usage_warnings (created_at) WHERE mailed_at IS NULL;
