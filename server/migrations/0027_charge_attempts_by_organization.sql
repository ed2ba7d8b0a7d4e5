-- Settings → Subscription lists an organisation's declined payments, newest first.
CREATE INDEX charge_attempts_organization_created ON charge_attempts (organization_id, created_at DESC);
