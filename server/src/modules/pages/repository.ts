import type { Queryable } from '../../db/db';
import type { ComponentStatus, Impact, Language, PageTheme } from '../../lib/enums';

export type PageRow = {
  id: string;
  organization_id: string;
  name: string;
  slug: string;
  description: string;
  website_url: string | null;
  support_url: string | null;
  time_zone: string;
  default_language: Language;
  allow_subscribers: boolean;
  published: boolean;
  custom_domain: string | null;
  brand_color: string;
  theme: PageTheme;
  logo_image_id: string | null;
  favicon_image_id: string | null;
  created_at: Date;
  updated_at: Date;
};

/** A page with what its list row and overall status are computed from. */
export type PageSummaryRow = PageRow & {
  component_count: number;
  open_incident_count: number;
  component_statuses: ComponentStatus[];
  incident_impacts: Impact[];
  maintenance_in_progress: boolean;
};

const PAGE_COLUMNS = `id, organization_id, name, slug, description, website_url, support_url, time_zone,
  default_language, allow_subscribers, published, custom_domain, brand_color, theme, logo_image_id,
  favicon_image_id, created_at, updated_at`;

// Unresolved incidents as Statuspage defines them (incidents/repository.ts); maintenances count apart.
const UNRESOLVED = `i.page_id = p.id AND i.resolved_at IS NULL
  AND i.status IN ('investigating', 'identified', 'monitoring')`;
const LIVE_COMPONENT = 'c.page_id = p.id AND c.deleted_at IS NULL';
const SUMMARY_COLUMNS = `p.*,
  (SELECT count(*)::int FROM components c WHERE ${LIVE_COMPONENT}) AS component_count,
  (SELECT count(*)::int FROM incidents i WHERE ${UNRESOLVED}) AS open_incident_count,
  ARRAY(SELECT DISTINCT c.status FROM components c WHERE ${LIVE_COMPONENT}) AS component_statuses,
  ARRAY(SELECT DISTINCT i.impact FROM incidents i WHERE ${UNRESOLVED}) AS incident_impacts,
  EXISTS(SELECT 1 FROM incidents i WHERE i.page_id = p.id AND i.resolved_at IS NULL
    AND i.status IN ('in_progress', 'verifying')) AS maintenance_in_progress`;

export async function listPagesOfOrganization(
  db: Queryable,
  organizationId: string,
): Promise<PageSummaryRow[]> {
  return db.query<PageSummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM (SELECT ${PAGE_COLUMNS} FROM pages WHERE organization_id = $1) p
     ORDER BY p.created_at, p.id`,
    [organizationId],
  );
}

export async function findPageSummary(db: Queryable, pageId: string): Promise<PageSummaryRow | null> {
  const rows = await db.query<PageSummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM (SELECT ${PAGE_COLUMNS} FROM pages WHERE id = $1) p`,
    [pageId],
  );
  return rows[0] ?? null;
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

export async function countPagesOfOrganization(db: Queryable, organizationId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM pages WHERE organization_id = $1',
    [organizationId],
  );
  return rows[0]?.count ?? 0;
}

/** The page holding `slug`, if any: slugs are unique across the product (they are public addresses). */
export async function findSlugOwner(
  db: Queryable,
  slug: string,
): Promise<{ id: string; organization_id: string } | null> {
  const rows = await db.query<{ id: string; organization_id: string }>(
    'SELECT id, organization_id FROM pages WHERE slug = $1',
    [slug],
  );
  return rows[0] ?? null;
}

export async function findCustomDomainOwner(db: Queryable, domain: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>('SELECT id FROM pages WHERE custom_domain = $1', [domain]);
  return rows[0]?.id ?? null;
}

/** The columns a create or an update may set. */
export type PageFields = Pick<
  PageRow,
  | 'name'
  | 'slug'
  | 'description'
  | 'website_url'
  | 'support_url'
  | 'time_zone'
  | 'default_language'
  | 'allow_subscribers'
  | 'published'
  | 'custom_domain'
  | 'brand_color'
  | 'theme'
  | 'logo_image_id'
  | 'favicon_image_id'
>;
const FIELD_COLUMNS: ReadonlyArray<keyof PageFields> = [
  'name',
  'slug',
  'description',
  'website_url',
  'support_url',
  'time_zone',
  'default_language',
  'allow_subscribers',
  'published',
  'custom_domain',
  'brand_color',
  'theme',
  'logo_image_id',
  'favicon_image_id',
];

/** Columns and values of the fields present in `fields`, in a fixed order (the names never come from input). */
function present(fields: Partial<PageFields>): { columns: string[]; values: unknown[] } {
  const columns = FIELD_COLUMNS.filter((column) => fields[column] !== undefined);
  return { columns, values: columns.map((column) => fields[column]) };
}

export async function insertPage(
  db: Queryable,
  page: { organizationId: string; name: string; slug: string } & Partial<PageFields>,
): Promise<PageRow> {
  const { organizationId, ...fields } = page;
  const { columns, values } = present(fields);
  const placeholders = columns.map((_, index) => `$${index + 2}`);
  const rows = await db.query<PageRow>(
    `INSERT INTO pages (organization_id, ${columns.join(', ')}) VALUES ($1, ${placeholders.join(', ')})
     RETURNING ${PAGE_COLUMNS}`,
    [organizationId, ...values],
  );
  const row = rows[0];
  if (!row) throw new Error('page insert returned no row');
  return row;
}

export async function updatePageFields(db: Queryable, pageId: string, fields: Partial<PageFields>) {
  const { columns, values } = present(fields);
  if (columns.length === 0) return;
  const assignments = columns.map((column, index) => `${column} = $${index + 2}`);
  await db.query(`UPDATE pages SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`, [
    pageId,
    ...values,
  ]);
}

/** Components, groups, incidents, subscribers and images go with it (ON DELETE CASCADE). */
export async function deletePageRow(db: Queryable, pageId: string): Promise<void> {
  await db.query('DELETE FROM pages WHERE id = $1', [pageId]);
}
