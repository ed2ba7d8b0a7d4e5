import type { Queryable } from '../../db/db';
import type { PageAccess } from '../../lib/enums';

/** The access fields of a page as the gate reads them on each private request (one small query). */
export type PageAccessRow = {
  id: string;
  access: PageAccess;
  access_generation: number;
  access_email_domains: string[];
  access_password_hash: string | null;
};

export async function updatePageAccess(
  db: Queryable,
  pageId: string,
  change: { access?: PageAccess; passwordHash?: string; emailDomains?: string[]; bumpGeneration: boolean },
): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [pageId];
  const set = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  if (change.passwordHash !== undefined) set('access_password_hash', change.passwordHash);
  if (change.access !== undefined) set('access', change.access);
  if (change.emailDomains !== undefined) set('access_email_domains', change.emailDomains);
  if (change.bumpGeneration) sets.push('access_generation = access_generation + 1');
  if (sets.length === 0) return;
  await db.query(`UPDATE pages SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
}

/**
 * The page's access, and (with `email`) whether that address may read an audience page now: a named viewer
 * or an address at one of its e-mail domains. One query.
 */
export async function findPageAccess(
  db: Queryable,
  pageId: string,
  email: string | null = null,
): Promise<(PageAccessRow & { email_allowed: boolean }) | null> {
  const rows = await db.query<PageAccessRow & { email_allowed: boolean }>(
    `SELECT id, access, access_generation, access_email_domains, access_password_hash,
       ($2::text IS NOT NULL AND (
         lower(split_part($2::text, '@', 2)) = ANY (access_email_domains)
         OR EXISTS (SELECT 1 FROM page_viewers v WHERE v.page_id = pages.id AND lower(v.email) = lower($2::text))
       )) AS email_allowed
     FROM pages WHERE id = $1`,
    [pageId, email],
  );
  return rows[0] ?? null;
}

/** Ends every reader session and private link of the page: sessions and tokens carry the generation. */
export async function bumpAccessGeneration(db: Queryable, pageId: string): Promise<void> {
  await db.query('UPDATE pages SET access_generation = access_generation + 1 WHERE id = $1', [pageId]);
  await db.query(
    'UPDATE page_reader_tokens SET revoked_at = now() WHERE page_id = $1 AND revoked_at IS NULL',
    [pageId],
  );
}

/**
 * SQL condition on a subscriber row `alias` (subscribers s): true unless its page is an audience page its
 * address may no longer read (not a named viewer, not at one of the page's e-mail domains). The fan-outs
 * of incident, maintenance and component news use it, so a removed reader hears nothing more.
 */
export const mayReadPageSql = (alias: string) => `NOT EXISTS (
  SELECT 1 FROM pages ap WHERE ap.id = ${alias}.page_id AND ap.access = 'audience' AND NOT (
    lower(split_part(${alias}.email, '@', 2)) = ANY (ap.access_email_domains)
    OR EXISTS (SELECT 1 FROM page_viewers av WHERE av.page_id = ap.id AND lower(av.email) = lower(${alias}.email))))`;
