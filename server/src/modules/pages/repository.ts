import type { Queryable } from '../../db/db';
import type { ComponentStatus, Impact, Language, PageAccess, PageTheme } from '../../lib/enums';

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
  /** The custom domain's claim (migration 0020): only a verified domain routes and is linked to. */
  custom_domain_status: 'pending' | 'verified' | null;
  brand_color: string;
  theme: PageTheme;
  logo_image_id: string | null;
  favicon_image_id: string | null;
  /** Who may read it (private pages: migration 0020); the password itself is never read with the page. */
  access: PageAccess;
  access_email_domains: string[];
  access_password_set: boolean;
  created_at: Date;
  updated_at: Date;
};

/** The state of a page's custom-domain claim (migration 0020; null columns without a domain). */
export type DomainClaimColumns = {
  custom_domain_status: 'pending' | 'verified' | null;
  custom_domain_token: string | null;
  custom_domain_verified_at: Date | null;
  custom_domain_checked_at: Date | null;
  custom_domain_failing_since: Date | null;
  custom_domain_error: string | null;
};

const DOMAIN_CLAIM_COLUMNS = `custom_domain_status, custom_domain_token, custom_domain_verified_at,
  custom_domain_checked_at, custom_domain_failing_since, custom_domain_error`;

/** A page with what its list row and overall status are computed from. */
export type PageSummaryRow = PageRow &
  DomainClaimColumns & {
    component_count: number;
    open_incident_count: number;
    component_statuses: ComponentStatus[];
    incident_impacts: Impact[];
    maintenance_in_progress: boolean;
  };

const PAGE_COLUMNS = `id, organization_id, name, slug, description, website_url, support_url, time_zone,
  default_language, allow_subscribers, published, custom_domain, custom_domain_status, brand_color, theme,
  logo_image_id, favicon_image_id, access, access_email_domains,
  access_password_hash IS NOT NULL AS access_password_set, created_at, updated_at`;

// Unresolved incidents as Statuspage defines them (incidents/repository.ts); maintenances count apart.
// One pass over a page's live components and one over its unresolved incidents (two lateral aggregates)
// rather than a subquery per figure.
const UNRESOLVED = `i.status IN ('investigating', 'identified', 'monitoring')`;
const SUMMARY_COLUMNS = `p.*, c.component_count, i.open_incident_count, c.component_statuses, i.incident_impacts,
  i.maintenance_in_progress`;
const SUMMARY_JOINS = `
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS component_count,
      coalesce(array_agg(DISTINCT c.status), '{}') AS component_statuses
    FROM components c WHERE c.page_id = p.id AND c.deleted_at IS NULL) c
  CROSS JOIN LATERAL (
    SELECT (count(*) FILTER (WHERE ${UNRESOLVED}))::int AS open_incident_count,
      coalesce(array_agg(DISTINCT i.impact) FILTER (WHERE ${UNRESOLVED}), '{}') AS incident_impacts,
      coalesce(bool_or(i.status IN ('in_progress', 'verifying')), false) AS maintenance_in_progress
    FROM incidents i WHERE i.page_id = p.id AND i.resolved_at IS NULL) i`;

export async function listPagesOfOrganization(
  db: Queryable,
  organizationId: string,
): Promise<PageSummaryRow[]> {
  return db.query<PageSummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}
     FROM (SELECT ${PAGE_COLUMNS}, ${DOMAIN_CLAIM_COLUMNS} FROM pages WHERE organization_id = $1) p
     ${SUMMARY_JOINS}
     ORDER BY p.created_at, p.id`,
    [organizationId],
  );
}

export async function findPageSummary(db: Queryable, pageId: string): Promise<PageSummaryRow | null> {
  const rows = await db.query<PageSummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}
     FROM (SELECT ${PAGE_COLUMNS}, ${DOMAIN_CLAIM_COLUMNS} FROM pages WHERE id = $1) p
     ${SUMMARY_JOINS}`,
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
