import type { Queryable } from '../../db/db';

export type PageRow = {
  id: string;
  organization_id: string;
  name: string;
  slug: string;
  description: string;
  website_url: string | null;
  support_url: string | null;
  time_zone: string;
  default_language: 'en' | 'ru';
  allow_subscribers: boolean;
  published: boolean;
  custom_domain: string | null;
  brand_color: string;
  theme: 'light' | 'dark';
  created_at: Date;
  updated_at: Date;
};

const PAGE_COLUMNS = `id, organization_id, name, slug, description, website_url, support_url, time_zone,
  default_language, allow_subscribers, published, custom_domain, brand_color, theme, created_at, updated_at`;
export async function listPagesOfOrganization(db: Queryable, organizationId: string): Promise<PageRow[]> {
  return db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM pages WHERE organization_id = $1 ORDER BY created_at, id`,
    [organizationId],
  );
}

export async function findPageOfOrganization(
  db: Queryable,
  organizationId: string,
  pageId: string,
  forUpdate = false,
): Promise<PageRow | null> {
  const rows = await db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM pages WHERE id = $1 AND organization_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [pageId, organizationId],
  );
  return rows[0] ?? null;
}

type NewPage = {
  organizationId: string;
  name: string;
  slug: string;
  description?: string;
  published?: boolean;
};

export async function insertPage(db: Queryable, page: NewPage): Promise<PageRow> {
  const rows = await db.query<PageRow>(
    `INSERT INTO pages (organization_id, name, slug, description, published)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${PAGE_COLUMNS}`,
    [page.organizationId, page.name, page.slug, page.description ?? '', page.published ?? false],
  );
  const row = rows[0];
  if (!row) throw new Error('page insert returned no row');
  return row;
}
