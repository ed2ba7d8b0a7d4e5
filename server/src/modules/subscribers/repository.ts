import type { Queryable } from '../../db/db';
import { isUniqueViolation } from '../../db/db';
import type { Language, SubscriberState, SubscriberType } from '../../lib/enums';
import { cursorTimestampSql, type KeysetCursor } from '../../lib/keyset-cursor';

export type { SubscriberState, SubscriberType };

export type SubscriberRow = {
  id: string;
  page_id: string;
  type: SubscriberType;
  email: string;
  /** The webhook's URL; null for an e-mail subscriber. */
  endpoint: string | null;
  state: SubscriberState;
  component_ids: string[] | null;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

// Never the signing secret: only the answer creating a webhook carries it (insertSubscriber).
const COLUMNS = `id, page_id, type, email, endpoint, state, component_ids::text[] AS component_ids, confirmed_at, unsubscribed_at,
  created_at, updated_at`;

export type SubscriberFilter = {
  pageId: string;
  state?: SubscriberState;
  q?: string;
  type?: SubscriberType;
};

const FILTER = `page_id = $1 AND ($2::text IS NULL OR state = $2)
  AND ($3::text IS NULL OR strpos(lower(email), lower($3)) > 0 OR strpos(lower(endpoint), lower($3)) > 0)
  AND ($4::text IS NULL OR type = $4)`;

const filterParams = (filter: SubscriberFilter) => [
  filter.pageId,
  filter.state ?? null,
  filter.q ?? null,
  filter.type ?? null,
];

/**
 * Newest first, id (descending) breaking ties, so the (page_id, created_at, id) index serves it read
 * backwards; one row more than asked, so the caller knows whether a next page exists.
 */
export async function listSubscribersPage(
  db: Queryable,
  filter: SubscriberFilter,
  after: KeysetCursor | null,
  limit: number,
): Promise<Array<SubscriberRow & { cursor_created_at: string }>> {
  return db.query(
    `SELECT ${COLUMNS},
       ${cursorTimestampSql('created_at')} AS cursor_created_at
     FROM subscribers
     WHERE ${FILTER} AND ($5::timestamptz IS NULL OR (created_at, id) < ($5, $6::uuid))
     ORDER BY created_at DESC, id DESC LIMIT $7`,
    [...filterParams(filter), after?.at ?? null, after?.id ?? null, limit + 1],
  );
}

export async function countSubscribers(db: Queryable, filter: SubscriberFilter): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM subscribers WHERE ${FILTER}`,
    filterParams(filter),
  );
  return rows[0]?.count ?? 0;
}

/**
 * Subscribers holding a place of the plan: confirmed ones only. Anyone can sign up addresses nobody
 * confirms, so pending ones take no place (confirming checks the limit again); they are bounded on their
 * own instead (PENDING_SUBSCRIPTIONS_PER_PAGE). The usage screen counts with the same rule.
 */
export const holdsPlanPlace = (alias = 'subscribers') => `${alias}.state = 'confirmed'`;

/** What the plan limit counts: people who get the page's mail. */
export async function countActiveSubscribers(db: Queryable, pageId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM subscribers WHERE page_id = $1 AND ${holdsPlanPlace()}`,
    [pageId],
  );
  return rows[0]?.count ?? 0;
}

export async function listAllSubscribers(db: Queryable, pageId: string): Promise<SubscriberRow[]> {
  return db.query<SubscriberRow>(
    `SELECT ${COLUMNS} FROM subscribers WHERE page_id = $1 ORDER BY created_at DESC, id DESC`,
    [pageId],
  );
}

export async function findSubscriberOfPage(
  db: Queryable,
  pageId: string,
  id: string,
): Promise<SubscriberRow | null> {
  const rows = await db.query<SubscriberRow>(
    `SELECT ${COLUMNS} FROM subscribers WHERE id = $1 AND page_id = $2`,
    [id, pageId],
  );
  return rows[0] ?? null;
}

type NewSubscriber = {
  id: string;
  pageId: string;
  email: string;
  /** Both set for a webhook subscriber, both absent for an e-mail one. */
  webhook?: { endpoint: string; signingSecret: string };
  componentIds: string[] | null;
  confirmed: boolean;
  confirmTokenHash: string | null;
  confirmTtlSeconds: number;
  unsubscribeTokenHash: string;
  /** The language it was made in (public subscribe); null: the page's default. */
  language?: Language | null;
};

/**
 * Null when the page already has this e-mail (any case) as an e-mail subscriber, or this endpoint as a
 * webhook, whatever its state.
 */
export async function insertSubscriber(
  tx: Queryable,
  subscriber: NewSubscriber,
): Promise<SubscriberRow | null> {
  try {
    const rows = await tx.query<SubscriberRow>(
      `INSERT INTO subscribers (id, page_id, email, component_ids, state, confirmed_at, confirm_token_hash,
         confirm_expires_at, unsubscribe_token_hash, language, type, endpoint, signing_secret)
       VALUES ($1, $2, $3, $4::uuid[], CASE WHEN $5::boolean THEN 'confirmed' ELSE 'pending' END,
         CASE WHEN $5::boolean THEN now() END, $6,
         CASE WHEN $6::text IS NOT NULL THEN now() + $7::integer * interval '1 second' END, $8, $9,
         CASE WHEN $10::text IS NULL THEN 'email' ELSE 'webhook' END, $10, $11)
       RETURNING ${COLUMNS}`,
      [
        subscriber.id,
        subscriber.pageId,
        subscriber.email,
        subscriber.componentIds,
        subscriber.confirmed,
        subscriber.confirmTokenHash,
        subscriber.confirmTtlSeconds,
        subscriber.unsubscribeTokenHash,
        subscriber.language ?? null,
        subscriber.webhook?.endpoint ?? null,
        subscriber.webhook?.signingSecret ?? null,
      ],
    );
    return rows[0] ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function deleteSubscriberRow(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM subscribers WHERE id = $1', [id]);
}

/** The page (and its organisation) of the pending subscription whose link this is and still works. */
export async function findOpenConfirmation(
  db: Queryable,
  hash: string,
): Promise<{ page_id: string; organization_id: string } | null> {
  const rows = await db.query<{ page_id: string; organization_id: string }>(
    `SELECT s.page_id, p.organization_id FROM subscribers s JOIN pages p ON p.id = s.page_id
     WHERE s.confirm_token_hash = $1 AND s.confirm_expires_at > now() AND s.state = 'pending'`,
    [hash],
  );
  return rows[0] ?? null;
}

/**
 * Confirms the pending subscription whose link this is. Null for unknown, lapsed and used links: the
 * token's digest is kept with its expiry after confirming (it confirms nothing else), so a link opened
 * again can be told from one that never existed (confirmationStateByTokenHash).
 */
export async function confirmByTokenHash(tx: Queryable, hash: string): Promise<{ id: string } | null> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE subscribers SET state = 'confirmed', confirmed_at = now(), updated_at = now()
     WHERE confirm_token_hash = $1 AND confirm_expires_at > now() AND state = 'pending'
     RETURNING id`,
    [hash],
  );
  return rows[0] ?? null;
}

/**
 * What a confirmation link names, without changing anything: `confirmed` (already used, or the subscriber
 * confirmed), `expired` (pending, lapsed), `open` (pending, still works); null when no subscriber holds it
 * (never existed, replaced by a newer link, or unsubscribed since).
 */
export async function confirmationStateByTokenHash(
  db: Queryable,
  hash: string,
): Promise<'confirmed' | 'expired' | 'open' | null> {
  const rows = await db.query<{ state: SubscriberState; lapsed: boolean }>(
    `SELECT state, coalesce(confirm_expires_at <= now(), false) AS lapsed
     FROM subscribers WHERE confirm_token_hash = $1`,
    [hash],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.state === 'confirmed') return 'confirmed';
  if (row.state === 'pending') return row.lapsed ? 'expired' : 'open';
  return null;
}

/** Repeating it keeps the first unsubscribed_at; a pending confirmation link stops working. */
export async function unsubscribeByTokenHash(tx: Queryable, hash: string): Promise<{ id: string } | null> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE subscribers SET state = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()),
       confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = now()
     WHERE unsubscribe_token_hash = $1
     RETURNING id`,
    [hash],
  );
  return rows[0] ?? null;
}
