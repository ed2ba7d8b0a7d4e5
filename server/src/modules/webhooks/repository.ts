import type { Queryable } from '../../db/db';
import type { Language, SubscriberState, WebhookEvent } from '../../lib/enums';
import { cursorTimestampSql, type KeysetCursor } from '../../lib/keyset-cursor';
import { mayReadPageSql } from '../page-access/repository';

/** A confirmed webhook subscriber of a page that wants news of these components (any, when null). */
export type WebhookRecipient = { id: string };

/**
 * The one rule for who hears of a page's change: confirmed webhooks of the page (`page` an SQL expression)
 * whose component filter matches `components` (an SQL uuid[] expression; NULL: any), readers of the page.
 */
export const webhookRecipientsSql = (page: string, components: string) => `SELECT s.id, s.created_at
  FROM subscribers s
  WHERE s.page_id = ${page} AND s.type = 'webhook' AND s.state = 'confirmed'
    AND (${components} IS NULL OR s.component_ids IS NULL OR s.component_ids && ${components})
    AND ${mayReadPageSql('s')}`;

/** Confirmed webhooks of the page whose component filter matches (NULL: every component). */
export async function listWebhookRecipients(
  db: Queryable,
  pageId: string,
  componentIds: readonly string[] | null,
): Promise<WebhookRecipient[]> {
  return db.query<WebhookRecipient>(
    `SELECT id FROM (${webhookRecipientsSql('$1', '$2::uuid[]')}) r ORDER BY created_at, id`,
    [pageId, componentIds],
  );
}

/** Whom a delivery is for: one webhook subscriber or one chat integration (the tables check exactly one). */
export type DeliveryTarget = { subscriberId: string } | { integrationId: string };

const targetIds = (target: DeliveryTarget): [string | null, string | null] =>
  'subscriberId' in target ? [target.subscriberId, null] : [null, target.integrationId];

/** The log's column and value that name the target. */
const targetFilter = (target: DeliveryTarget) =>
  'subscriberId' in target
    ? { column: 'subscriber_id', id: target.subscriberId }
    : { column: 'integration_id', id: target.integrationId };

export type NewDelivery = { id: string; target: DeliveryTarget; event: WebhookEvent; body: string };

/** In the transaction of the change it announces, so the event exists exactly when the change does. */
export async function enqueueDelivery(tx: Queryable, delivery: NewDelivery): Promise<void> {
  await tx.query(
    'INSERT INTO webhook_outbox (id, subscriber_id, integration_id, event, body) VALUES ($1, $2, $3, $4, $5)',
    [delivery.id, ...targetIds(delivery.target), delivery.event, delivery.body],
  );
}

type ClaimedBase = {
  id: string;
  event: WebhookEvent;
  body: string;
  attempts: number;
  /** The webhook's endpoint or the integration's incoming-webhook URL. */
  url: string;
  page_id: string;
  language: Language | null;
};

/** A webhook subscriber's delivery is signed and its contact mailed; a chat integration's is neither. */
export type ClaimedDelivery =
  | (ClaimedBase & { subscriber_id: string; integration_id: null; signing_secret: string; email: string })
  | (ClaimedBase & { subscriber_id: null; integration_id: string; signing_secret: null; email: null });

export const targetOf = (delivery: ClaimedDelivery): DeliveryTarget =>
  delivery.subscriber_id !== null
    ? { subscriberId: delivery.subscriber_id }
    : { integrationId: delivery.integration_id };

/**
 * Claims the oldest due delivery, as the mail outbox claims a mail: SKIP LOCKED for several workers, the
 * lease (next_attempt_at pushed out) so the request happens outside any transaction. A delivery whose
 * subscriber stopped being confirmed, or whose integration was disabled, is dropped, not sent.
 */
export async function claimDueDelivery(db: Queryable, leaseMs: number): Promise<ClaimedDelivery | null> {
  await db.query(
    `UPDATE webhook_outbox o SET status = 'failed'
     WHERE o.status = 'pending' AND (
       EXISTS (SELECT 1 FROM subscribers s WHERE s.id = o.subscriber_id AND s.state <> 'confirmed')
       OR EXISTS (SELECT 1 FROM chat_integrations i WHERE i.id = o.integration_id AND i.disabled_at IS NOT NULL))`,
  );
  const rows = await db.query<ClaimedDelivery>(
    `WITH claimed AS (
       UPDATE webhook_outbox SET attempts = attempts + 1,
         next_attempt_at = now() + ($1::integer * interval '1 millisecond')
       WHERE id = (
         SELECT id FROM webhook_outbox WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       RETURNING id, subscriber_id, integration_id, event, body, attempts
     )
     SELECT c.id, c.subscriber_id, c.integration_id, c.event, c.body, c.attempts,
       coalesce(s.endpoint, i.url) AS url, s.signing_secret, s.email,
       coalesce(s.page_id, i.page_id) AS page_id, coalesce(s.language, i.language) AS language
     FROM claimed c
       LEFT JOIN subscribers s ON s.id = c.subscriber_id
       LEFT JOIN chat_integrations i ON i.id = c.integration_id`,
    [leaseMs],
  );
  return rows[0] ?? null;
}

export type AttemptRecord = {
  deliveryId: string;
  target: DeliveryTarget;
  event: WebhookEvent;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
};

export async function recordAttempt(db: Queryable, attempt: AttemptRecord): Promise<void> {
  await db.query(
    `INSERT INTO webhook_deliveries (delivery_id, subscriber_id, integration_id, event, attempt, status_code,
       error, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      attempt.deliveryId,
      ...targetIds(attempt.target),
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
  await dropPendingDeliveries(tx, { subscriberId });
  return true;
}

/** The target's deliveries still waiting are dropped: it was ended, and they would not be sent. */
export async function dropPendingDeliveries(tx: Queryable, target: DeliveryTarget): Promise<void> {
  const { column, id } = targetFilter(target);
  await tx.query(`UPDATE webhook_outbox SET status = 'failed' WHERE ${column} = $1 AND status = 'pending'`, [
    id,
  ]);
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
  target: DeliveryTarget,
  after: KeysetCursor | null,
  limit: number,
): Promise<Array<DeliveryRow & { cursor_created_at: string }>> {
  const { column, id } = targetFilter(target);
  return db.query(
    `SELECT id, delivery_id, event, attempt, status_code, error, duration_ms, created_at,
       ${cursorTimestampSql('created_at')} AS cursor_created_at
     FROM webhook_deliveries
     WHERE ${column} = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3::uuid))
     ORDER BY created_at DESC, id DESC LIMIT $4`,
    [id, after?.at ?? null, after?.id ?? null, limit + 1],
  );
}
