import type { Queryable } from '../../db/db';
import type { Language, PageAccess, PageTheme, SubscriberState } from '../../lib/enums';

/** What the public subscribe call needs of a page. */
export type SubscribablePage = {
  id: string;
  organization_id: string;
  name: string;
  slug: string;
  default_language: Language;
  allow_subscribers: boolean;
  /** Its best address (pages/page-address.ts), where the mails' links lead, is made of these two and slug. */
  custom_domain: string | null;
  custom_domain_status: 'pending' | 'verified' | null;
  access: PageAccess;
};

/** The published page with this slug (an unpublished one is unknown to the public). */
export async function findPublishedPageBySlug(db: Queryable, slug: string): Promise<SubscribablePage | null> {
  const rows = await db.query<SubscribablePage>(
    `SELECT id, organization_id, name, slug, default_language, allow_subscribers, custom_domain,
       custom_domain_status, access
     FROM pages WHERE slug = $1 AND published`,
    [slug],
  );
  return rows[0] ?? null;
}

/** Pending subscriptions whose confirmation link still works: an expired one no longer counts. */
export async function countOpenPendingSubscriptions(db: Queryable, pageId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM subscribers
     WHERE page_id = $1 AND state = 'pending' AND confirm_expires_at > now()`,
    [pageId],
  );
  return rows[0]?.count ?? 0;
}

export type SubscriberOfAddress = { id: string; email: string; state: SubscriberState };

/** The page's subscriber with this address (any case), locked for the rest of the transaction. */
export async function lockSubscriberByEmail(
  tx: Queryable,
  pageId: string,
  email: string,
): Promise<SubscriberOfAddress | null> {
  const rows = await tx.query<SubscriberOfAddress>(
    `SELECT id, email, state FROM subscribers
     WHERE page_id = $1 AND type = 'email' AND lower(email) = lower($2) FOR UPDATE`,
    [pageId, email],
  );
  return rows[0] ?? null;
}

/** The page's webhook subscriber with this endpoint, locked for the rest of the transaction. */
export async function lockSubscriberByEndpoint(
  tx: Queryable,
  pageId: string,
  endpoint: string,
): Promise<SubscriberOfAddress | null> {
  const rows = await tx.query<SubscriberOfAddress>(
    `SELECT id, email, state FROM subscribers
     WHERE page_id = $1 AND type = 'webhook' AND endpoint = $2 FOR UPDATE`,
    [pageId, endpoint],
  );
  return rows[0] ?? null;
}

/**
 * A pending or unsubscribed address (or a disabled webhook) asked again: back to pending with a new
 * confirmation link (the previous link stops working), the components and the language of this time, and a
 * webhook's new signing secret. Confirmed subscribers are never changed here.
 */
export async function renewPendingSubscription(
  tx: Queryable,
  id: string,
  change: {
    componentIds: string[] | null;
    confirmTokenHash: string;
    confirmTtlSeconds: number;
    language: Language;
    signingSecret?: string;
  },
): Promise<void> {
  await tx.query(
    `UPDATE subscribers SET state = 'pending', component_ids = $2::uuid[], confirm_token_hash = $3,
       confirm_expires_at = now() + $4::integer * interval '1 second', confirmed_at = NULL,
       unsubscribed_at = NULL, language = $5, signing_secret = coalesce($6, signing_secret), updated_at = now()
     WHERE id = $1 AND state IN ('pending', 'unsubscribed', 'disabled')`,
    [
      id,
      change.componentIds,
      change.confirmTokenHash,
      change.confirmTtlSeconds,
      change.language,
      change.signingSecret ?? null,
    ],
  );
}

export type ManagedSubscriptionRow = {
  id: string;
  page_id: string;
  email: string;
  state: SubscriberState;
  component_ids: string[] | null;
  page_name: string;
  page_slug: string;
  page_language: Language;
  page_brand_color: string;
  page_theme: PageTheme;
  page_logo_image_id: string | null;
};

/** The subscriber named by the token of its mails (the unsubscribe token's digest). */
export async function findByUnsubscribeTokenHash(
  db: Queryable,
  hash: string,
  forUpdate = false,
): Promise<ManagedSubscriptionRow | null> {
  const rows = await db.query<ManagedSubscriptionRow>(
    `SELECT s.id, s.page_id, s.email, s.state, s.component_ids::text[] AS component_ids,
       p.name AS page_name, p.slug AS page_slug, p.default_language AS page_language,
       p.brand_color AS page_brand_color, p.theme AS page_theme, p.logo_image_id AS page_logo_image_id
     FROM subscribers s JOIN pages p ON p.id = s.page_id
     WHERE s.unsubscribe_token_hash = $1${forUpdate ? ' FOR UPDATE OF s' : ''}`,
    [hash],
  );
  return rows[0] ?? null;
}

export type PageComponentChoice = { id: string; name: string; group_name: string | null };

/** The page's live components in the public page's order: ungrouped and groups by position. */
export async function listComponentChoices(db: Queryable, pageId: string): Promise<PageComponentChoice[]> {
  return db.query<PageComponentChoice>(
    `SELECT c.id, c.name, g.name AS group_name
     FROM components c LEFT JOIN component_groups g ON g.id = c.group_id
     WHERE c.page_id = $1 AND c.deleted_at IS NULL
     ORDER BY coalesce(g.position, c.position), g.id NULLS FIRST, c.position, c.created_at, c.id`,
    [pageId],
  );
}

export async function updateComponentFilter(
  tx: Queryable,
  id: string,
  componentIds: string[] | null,
): Promise<void> {
  await tx.query('UPDATE subscribers SET component_ids = $2::uuid[], updated_at = now() WHERE id = $1', [
    id,
    componentIds,
  ]);
}
