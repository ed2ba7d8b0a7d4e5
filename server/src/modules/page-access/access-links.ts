/**
 * Magic sign-in links of audience pages (page_access_links): a fresh 256-bit token, kept hashed, single
 * use; 15 minutes when a reader asks for one on the access screen, 7 days in a viewer's invitation. The
 * mail goes through the outbox in the page's language. Opening one (GET /status/{slug}/access/{token}, or
 * /access/{token} on the page's own host)
 * consumes it and signs the reader in, if the address may still read the page.
 */

import type { Queryable } from '../../db/db';
import type { Language } from '../../lib/enums';
import { createSecureToken, hashToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import type { Tx } from '../../lib/transaction';
import { type PageAccessMailKind, pageAccessMail } from '../mail/page-access-templates';
import { enqueueMail } from '../mail/repository';
import type { PageAddress } from '../pages/page-address';

export const SIGN_IN_LINK_MINUTES = 15;
export const INVITATION_LINK_DAYS = 7;

/**
 * The page, with its best address (pages/page-address.ts): the link opens there — its verified custom
 * domain, its subdomain or the product's /status/{slug}/ — so the reader is signed in on the host the
 * console and every other link name (a reader's cookie belongs to one host).
 */
type LinkPage = { id: string; name: string; default_language: Language; address: PageAddress };

/** Stores a new link for `email` and queues its mail in the caller's transaction. */
export async function mailAccessLink(
  tx: Tx,
  ctx: ServiceContext,
  page: LinkPage,
  email: string,
  kind: PageAccessMailKind,
): Promise<void> {
  const secret = createSecureToken();
  const lifetime = kind === 'invitation' ? `${INVITATION_LINK_DAYS} days` : `${SIGN_IN_LINK_MINUTES} minutes`;
  await tx.query(
    `INSERT INTO page_access_links (token_hash, page_id, email, expires_at)
     VALUES ($1, $2, $3, now() + $4::interval)`,
    [secret.hash, page.id, email, lifetime],
  );
  // The mail is in the page's language: the page the link leads to speaks it too.
  const link = page.address.access(secret.token, page.default_language);
  await enqueueMail(tx, pageAccessMail(kind, email, link, page.default_language, page.name));
  tx.afterCommit(() => ctx.mailEnqueued());
}

/** Who a link signs in: an address, or a member of the page's organisation (a console preview). */
export type LinkHolder = { email: string; user_id: string | null };

/** Uses the link once: who it signs in, or null when it is unknown, used, expired or another page's. */
export async function consumeAccessLink(
  db: Queryable,
  pageId: string,
  token: string,
): Promise<LinkHolder | null> {
  const rows = await db.query<LinkHolder>(
    `UPDATE page_access_links SET used_at = now()
     WHERE token_hash = $1 AND page_id = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING email, user_id`,
    [hashToken(token), pageId],
  );
  return rows[0] ?? null;
}

/** A member's single-use preview link (no mail: the console opens it at once). */
export async function createMemberLink(
  db: Queryable,
  page: { id: string; address: PageAddress },
  member: { id: string; email: string },
): Promise<string> {
  const secret = createSecureToken();
  await db.query(
    `INSERT INTO page_access_links (token_hash, page_id, email, user_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5::interval)`,
    [secret.hash, page.id, member.email, member.id, `${SIGN_IN_LINK_MINUTES} minutes`],
  );
  return page.address.access(secret.token);
}

/** Every unused link of the page (or of one address) stops working. */
export async function expireAccessLinks(db: Queryable, pageId: string, email?: string): Promise<void> {
  await db.query(
    `UPDATE page_access_links SET used_at = now()
     WHERE page_id = $1 AND used_at IS NULL AND ($2::text IS NULL OR lower(email) = lower($2::text))`,
    [pageId, email ?? null],
  );
}
