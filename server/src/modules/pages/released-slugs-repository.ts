import type { Queryable } from '../../db/db';
import { SLUG_RESERVATION_DAYS } from './reserved-slugs';

/** A page's former slug, reserved for its organisation from now on (a later release of it starts anew). */
export async function releaseSlug(
  tx: Queryable,
  released: { slug: string; organizationId: string; pageId: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO released_slugs (slug, organization_id, page_id, reserved_until)
     VALUES ($1, $2, $3, now() + make_interval(days => $4::int))
     ON CONFLICT (slug) DO UPDATE SET organization_id = excluded.organization_id, page_id = excluded.page_id,
       released_at = now(), reserved_until = excluded.reserved_until`,
    [released.slug, released.organizationId, released.pageId, SLUG_RESERVATION_DAYS],
  );
}

/** The organisation a released slug is still reserved for, if any. */
export async function findSlugReservation(
  db: Queryable,
  slug: string,
): Promise<{ organization_id: string } | null> {
  const rows = await db.query<{ organization_id: string }>(
    'SELECT organization_id FROM released_slugs WHERE slug = $1 AND reserved_until > now()',
    [slug],
  );
  return rows[0] ?? null;
}

/** A page takes `slug`: it is nobody's former address any more. */
export async function claimReleasedSlug(tx: Queryable, slug: string): Promise<void> {
  await tx.query('DELETE FROM released_slugs WHERE slug = $1', [slug]);
}

/** The current slug of the published page that used to be at `slug`, while it exists. */
export async function findMovedSlug(db: Queryable, slug: string): Promise<string | null> {
  const rows = await db.query<{ slug: string }>(
    `SELECT pages.slug FROM released_slugs JOIN pages ON pages.id = released_slugs.page_id
     WHERE released_slugs.slug = $1 AND pages.published`,
    [slug],
  );
  return rows[0]?.slug ?? null;
}
