-- The outbox worker claims the oldest due mail, ORDER BY next_attempt_at, created_at. A fan-out queues
-- thousands of mails sharing both values; with only next_attempt_at indexed, every claim sorted all of
-- them. With both in the index a claim reads one entry.
DROP INDEX mail_outbox_pending_idx;
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at, created_at) WHERE status = 'pending';
