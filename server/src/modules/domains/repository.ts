import type { Queryable } from '../../db/db';
import type { Language } from '../../lib/enums';

/** A page's claim as the checks read it (locked in the transaction that changes it). */
export type ClaimRow = {
  id: string;
  organization_id: string;
  name: string;
  slug: string;
  default_language: Language;
  custom_domain: string;
  custom_domain_status: 'pending' | 'verified';
  custom_domain_token: string;
  custom_domain_checked_at: Date | null;
  custom_domain_next_check_at: Date | null;
  custom_domain_failing_since: Date | null;
};

const CLAIM_COLUMNS = `id, organization_id, name, slug, default_language, custom_domain, custom_domain_status,
  custom_domain_token, custom_domain_checked_at, custom_domain_next_check_at, custom_domain_failing_since`;

/** The page's claim, locked, if it still has this token (a changed domain is a new claim with a new one). */
export async function lockClaim(db: Queryable, pageId: string, token: string): Promise<ClaimRow | null> {
  const rows = await db.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM pages WHERE id = $1 AND custom_domain_token = $2 FOR UPDATE`,
    [pageId, token],
  );
  return rows[0] ?? null;
}

/** The page's claim, if it has a custom domain (read before the look-up, outside any transaction). */
export async function findClaim(db: Queryable, pageId: string): Promise<ClaimRow | null> {
  const rows = await db.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM pages WHERE id = $1 AND custom_domain IS NOT NULL`,
    [pageId],
  );
  return rows[0] ?? null;
}

/** Another page holding `domain` verified, locked (at most one: pages_verified_domain_key). */
export async function lockVerifiedHolder(
  db: Queryable,
  domain: string,
  exceptPageId: string,
): Promise<ClaimRow | null> {
  const rows = await db.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM pages
     WHERE custom_domain = $1 AND custom_domain_status = 'verified' AND id <> $2 FOR UPDATE`,
    [domain, exceptPageId],
  );
  return rows[0] ?? null;
}

/**
 * Claims the claim due first for a look-up by pushing its next check out by `leaseMs` (SKIP LOCKED: replicas
 * take different rows), so the DNS look-up runs outside any transaction; a worker that dies mid-look-up
 * leaves the row to be taken again after the lease. Answers the row as it was before the lease.
 */
export async function takeDueClaim(db: Queryable, now: Date, leaseMs: number): Promise<ClaimRow | null> {
  const rows = await db.query<ClaimRow>(
    `WITH due AS (
       SELECT ${CLAIM_COLUMNS} FROM pages
       WHERE custom_domain IS NOT NULL AND custom_domain_next_check_at <= $1
       ORDER BY custom_domain_next_check_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     UPDATE pages p SET custom_domain_next_check_at = $1::timestamptz + make_interval(secs => $2::float8 / 1000)
     FROM due WHERE p.id = due.id
     RETURNING due.*`,
    [now, leaseMs],
  );
  return rows[0] ?? null;
}

/** What a look-up changes on a claim; absent fields stay. */
export type ClaimChange = {
  status?: 'pending' | 'verified';
  verifiedAt?: Date | null;
  checkedAt?: Date;
  nextCheckAt: Date;
  failingSince?: Date | null;
  /** Absent: the last error stays. */
  error?: string | null;
};

export async function updateClaim(db: Queryable, pageId: string, change: ClaimChange): Promise<void> {
  const sets: string[] = ['custom_domain_next_check_at = $2'];
  const values: unknown[] = [pageId, change.nextCheckAt];
  const add = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  if (change.error !== undefined) add('custom_domain_error', change.error);
  if (change.status !== undefined) add('custom_domain_status', change.status);
  if (change.verifiedAt !== undefined) add('custom_domain_verified_at', change.verifiedAt);
  if (change.checkedAt !== undefined) add('custom_domain_checked_at', change.checkedAt);
  if (change.failingSince !== undefined) add('custom_domain_failing_since', change.failingSince);
  await db.query(`UPDATE pages SET ${sets.join(', ')} WHERE id = $1`, values);
}

/**
 * Caddy's `ask`: whether a published page answers at `domain` — its verified custom domain, or (with
 * PAGES_DOMAIN) the page whose slug is `slug`. One indexed look-up.
 */
export async function isServedDomain(
  db: Queryable,
  by: { domain: string } | { slug: string },
): Promise<boolean> {
  const rows =
    'domain' in by
      ? await db.query(
          `SELECT 1 FROM pages WHERE custom_domain = $1 AND custom_domain_status = 'verified' AND published`,
          [by.domain],
        )
      : await db.query('SELECT 1 FROM pages WHERE slug = $1 AND published', [by.slug]);
  return rows.length > 0;
}
