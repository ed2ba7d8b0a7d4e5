import type { Queryable } from '../../../db/db';

/**
 * Marks a page's custom domain verified without a DNS look-up, for tests about what a verified domain does
 * (routing, links), not about proving it (domains.test.ts proves domains through a loopback DNS server).
 */
export async function markDomainVerified(db: Queryable, pageId: string): Promise<void> {
  await db.query(
    `UPDATE pages SET custom_domain_status = 'verified', custom_domain_verified_at = now(),
       custom_domain_checked_at = now(), custom_domain_next_check_at = now() + interval '1 day'
     WHERE id = $1 AND custom_domain IS NOT NULL`,
    [pageId],
  );
}
