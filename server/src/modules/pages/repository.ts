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

export type IncidentUpdateRow = {
  id: string;
  incident_id: string;
  status: string;
  body: string;
  display_at: Date;
  created_at: Date;
};

export type IncidentRow = {
  id: string;
  page_id: string;
  name: string;
  status: string;
  impact: string;
  started_at: Date;
  resolved_at: Date | null;
  scheduled_for: Date | null;
  scheduled_until: Date | null;
  created_at: Date;
  updated_at: Date;
};

const PAGE_COLUMNS = `id, organization_id, name, slug, description, website_url, support_url, time_zone,
  default_language, allow_subscribers, published, custom_domain, brand_color, theme, created_at, updated_at`;
const INCIDENT_COLUMNS = `id, page_id, name, status, impact, started_at, resolved_at, scheduled_for,
  scheduled_until, created_at, updated_at`;

/** Statuspage's definition: an unresolved incident is investigating, identified or monitoring. */
const UNRESOLVED_STATUSES = ['investigating', 'identified', 'monitoring'];

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
): Promise<PageRow | null> {
  const rows = await db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM pages WHERE id = $1 AND organization_id = $2`,
    [pageId, organizationId],
  );
  return rows[0] ?? null;
}

export async function listUnresolvedIncidents(db: Queryable, pageId: string): Promise<IncidentRow[]> {
  return db.query<IncidentRow>(
    `SELECT ${INCIDENT_COLUMNS} FROM incidents
     WHERE page_id = $1 AND resolved_at IS NULL AND status = ANY($2::text[])
     ORDER BY started_at DESC, id`,
    [pageId, UNRESOLVED_STATUSES],
  );
}

export async function listUpdatesOfIncidents(
  db: Queryable,
  incidentIds: string[],
): Promise<IncidentUpdateRow[]> {
  if (incidentIds.length === 0) return [];
  return db.query<IncidentUpdateRow>(
    `SELECT id, incident_id, status, body, display_at, created_at FROM incident_updates
     WHERE incident_id = ANY($1::uuid[]) ORDER BY display_at DESC, id`,
    [incidentIds],
  );
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

type NewIncident = { pageId: string; name: string; status: string; impact: string; resolvedAt?: Date | null };

export async function insertIncident(db: Queryable, incident: NewIncident): Promise<IncidentRow> {
  const rows = await db.query<IncidentRow>(
    `INSERT INTO incidents (page_id, name, status, impact, resolved_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${INCIDENT_COLUMNS}`,
    [incident.pageId, incident.name, incident.status, incident.impact, incident.resolvedAt ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error('incident insert returned no row');
  return row;
}

export async function insertIncidentUpdate(
  db: Queryable,
  update: { incidentId: string; status: string; body: string },
): Promise<IncidentUpdateRow> {
  const rows = await db.query<IncidentUpdateRow>(
    `INSERT INTO incident_updates (incident_id, status, body) VALUES ($1, $2, $3)
     RETURNING id, incident_id, status, body, display_at, created_at`,
    [update.incidentId, update.status, update.body],
  );
  const row = rows[0];
  if (!row) throw new Error('incident update insert returned no row');
  return row;
}
