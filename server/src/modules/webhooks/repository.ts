import type { Queryable } from '../../db/db';
import type { Language, SubscriberState, WebhookEvent } from '../../lib/enums';
import { cursorTimestampSql, type KeysetCursor } from '../../lib/keyset-cursor';

/** A confirmed webhook subscriber of a page that wants news of these components (any, when null). */
export type WebhookRecipient = { id: string };

/** Confirmed webhooks of the page whose component filter matches (NULL: every component). */
export async function listWebhookRecipients(
  db: Queryable,
  pageId: string,
  componentIds: readonly string[] | null,
): Promise<WebhookRecipient[]> {
  return db.query<WebhookRecipient>(
    `SELECT id FROM subscribers
     WHERE page_id = $1 AND type = 'webhook' AND state = 'confirmed'
       AND ($2::uuid[] IS NULL OR component_ids IS NULL OR component_ids && $2::uuid[])
     ORDER BY created_at, id`,
    [pageId, componentIds],
  );
}

export type NewDelivery = { id: string; subscriberId: string; event: WebhookEvent; body: string };

/** In the transaction of the change it announces, so the event exists exactly when the change does. */
export async function enqueueDelivery(tx: Queryable, delivery: NewDelivery): Promise<void> {
  await tx.query('INSERT INTO webhook_outbox (id, subscriber_id, event, body) VALUES ($1, $2, $3, $4)', [
    delivery.id,
    delivery.subscriberId,
    delivery.event,
    delivery.body,
  ]);
}

export type ClaimedDelivery = {
  id: string;
  subscriber_id: string;
  event: WebhookEvent;
  body: string;
  attempts: number;
  endpoint: string;
  signing_secret: string;
  email: string;
  page_id: string;
  language: Language | null;
};

/**
 * Claims the oldest due delivery of a confirmed webhook, as the mail outbox claims a mail: SKIP LOCKED for
 * several workers, the lease (next_attempt_at pushed out) so the request happens outside any transaction.
 * A delivery whose subscriber stopped being confirmed is dropped, not sent.
 */
export async function claimDueDelivery(db: Queryable, leaseMs: number): Promise<ClaimedDelivery | null> {
  await db.query(
    `UPDATE webhook_outbox o SET status = 'failed' FROM subscribers s
     WHERE s.id = o.subscriber_id AND o.status = 'pending' AND s.state <> 'confirmed'`,
  );
  const rows = await db.query<ClaimedDelivery>(
    `WITH claimed AS (
       UPDATE webhook_outbox SET attempts = attempts + 1,
         next_attempt_at = now() + ($1::integer * interval '1 millisecond')
       WHERE id = (
         SELECT id FROM webhook_outbox WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       RETURNING id, subscriber_id, event, body, attempts
     )
     SELECT c.id, c.subscriber_id, c.event, c.body, c.attempts, s.endpoint, s.signing_secret, s.email,
       s.page_id, s.language
     FROM claimed c JOIN subscribers s ON s.id = c.subscriber_id`,
    [leaseMs],
  );
  return rows[0] ?? null;
}

export type AttemptRecord = {
  deliveryId: string;
  subscriberId: string;
  event: WebhookEvent;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
};

export async function recordAttempt(db: Queryable, attempt: AttemptRecord): Promise<void> {
  await db.query(
    `INSERT INTO webhook_deliveries (delivery_id, subscriber_id, event, attempt, status_code, error, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      attempt.deliveryId,
      attempt.subscriberId,
      attempt.event,
      attempt.attempt,
      attempt.statusCode,
      attempt.error?.slice(0, 1000) ?? null,
      attempt.durationMs,
    ],
  );
}

export async function finishDelivery(
  db: Queryable,
  id: string,
  status: 'delivered' | 'failed' | 'gone',
): Promise<void> {
  await db.query('UPDATE webhook_outbox SET status = $2 WHERE id = $1', [id, status]);
}

export async function retryDeliveryIn(db: Queryable, id: string, retryInMs: number): Promise<void> {
  await db.query(
    `UPDATE webhook_outbox SET next_attempt_at = now() + ($2::integer * interval '1 millisecond')
     WHERE id = $1`,
    [id, retryInMs],
  );
}

/**
 * Ends a confirmed webhook: `unsubscribed` (the receiver answered 410 Gone) or `disabled` (retries ran out).
 * True when this call changed it, so only one caller mails about it; its other pending deliveries are dropped.
 */
export async function endWebhook(
  tx: Queryable,
  subscriberId: string,
  state: Extract<SubscriberState, 'unsubscribed' | 'disabled'>,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE subscribers SET state = $2, updated_at = now(),
       unsubscribed_at = CASE WHEN $2 = 'unsubscribed' THEN now() ELSE unsubscribed_at END
     WHERE id = $1 AND state = 'confirmed' RETURNING id`,
    [subscriberId, state],
  );
  if (rows.length === 0) return false;
  await tx.query(
    "UPDATE webhook_outbox SET status = 'failed' WHERE subscriber_id = $1 AND status = 'pending'",
    [subscriberId],
  );
  return true;
}

/**
 * A disabled webhook confirmed again (an editor re-enabled it after fixing the receiver). True when this
 * call changed it; the deliveries dropped when it was disabled stay dropped, events from now on go out.
 */
export async function enableDisabledWebhook(tx: Queryable, subscriberId: string): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE subscribers SET state = 'confirmed', updated_at = now()
     WHERE id = $1 AND type = 'webhook' AND state = 'disabled' RETURNING id`,
    [subscriberId],
  );
  return rows.length > 0;
}

export type DeliveryRow = {
  id: string;
  delivery_id: string;
  event: WebhookEvent;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_at: Date;
};

/** Newest first, id breaking ties; one row more than asked, so the caller knows whether a next page exists. */
export async function listDeliveriesPage(
  db: Queryable,
  subscriberId: string,
  after: KeysetCursor | null,
  limit: number,
): Promise<Array<DeliveryRow & { cursor_created_at: string }>> {
  return db.query(
    `SELECT id, delivery_id, event, attempt, status_code, error, duration_ms, created_at,
       ${cursorTimestampSql('created_at')} AS cursor_created_at
     FROM webhook_deliveries
     WHERE subscriber_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3::uuid))
     ORDER BY created_at DESC, id DESC LIMIT $4`,
    [subscriberId, after?.at ?? null, after?.id ?? null, limit + 1],
  );
}
