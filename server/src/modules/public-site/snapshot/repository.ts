import type { Queryable } from '../../../db/db';
import type { ComponentStatus, IncidentStatus } from '../../../lib/enums';
import type { ComponentRow } from '../../components/repository';
import type { IncidentRow } from '../../incidents/repository';
import type { UpdateTranslations } from '../../incidents/translations';
import type { PageRow } from '../../pages/repository';

/** The public read path's queries: a handful per snapshot, whatever the number of components or incidents. */

// `custom_domain` is the domain only once verified: links, feeds, v2 `page.url` and mails never name a
// domain that does not route to the page (an unproved claim, or one taken over).
const PAGE_COLUMNS = `id, organization_id, name, slug, description, website_url, support_url, time_zone,
  default_language, allow_subscribers, published, custom_domain, custom_domain_status, brand_color, theme,
  logo_image_id, favicon_image_id, access, access_email_domains,
  access_password_hash IS NOT NULL AS access_password_set, created_at, updated_at`;

export async function findPageById(db: Queryable, pageId: string): Promise<PageRow | null> {
  const rows = await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM pages WHERE id = $1`, [pageId]);
  return rows[0] ?? null;
}

/** A published page's id by its slug, or by its verified custom domain (host name, lower case). */
export async function findPublishedPageId(
  db: Queryable,
  by: { slug: string } | { domain: string },
): Promise<string | null> {
  const rows =
    'slug' in by
      ? await db.query<{ id: string }>('SELECT id FROM pages WHERE slug = $1 AND published', [by.slug])
      : await db.query<{ id: string }>(
          `SELECT id FROM pages WHERE custom_domain = $1 AND custom_domain_status = 'verified' AND published`,
          [by.domain],
        );
  return rows[0]?.id ?? null;
}

export type GroupRow = {
  id: string;
  name: string;
  description: string;
  position: number;
  collapsed: boolean;
  updated_at: Date;
};

export async function listGroups(db: Queryable, pageId: string): Promise<GroupRow[]> {
  return db.query<GroupRow>(
    `SELECT id, name, description, position, collapsed, updated_at FROM component_groups
     WHERE page_id = $1 ORDER BY position, created_at, id`,
    [pageId],
  );
}

/** A component as the public page shows it (start_date YYYY-MM-DD: uptime counts from that day when set). */
export type LiveComponentRow = Omit<ComponentRow, 'page_id' | 'deleted_at'>;

/** Components not deleted, ungrouped first, each set by position. */
export async function listLiveComponents(db: Queryable, pageId: string): Promise<LiveComponentRow[]> {
  return db.query<LiveComponentRow>(
    `SELECT id, group_id, name, description, status, position, show_uptime, only_show_if_degraded,
       to_char(start_date, 'YYYY-MM-DD') AS start_date, created_at, updated_at
     FROM components WHERE page_id = $1 AND deleted_at IS NULL
     ORDER BY group_id NULLS FIRST, position, created_at, id`,
    [pageId],
  );
}

export type StatusChangeRow = { component_id: string; status: ComponentStatus; changed_at: Date };

/**
 * The status changes of the page's live components that show uptime, from `since` on, plus each one's last
 * change before it (the status it was in when the window began); oldest first per component.
 */
export async function listStatusChanges(
  db: Queryable,
  pageId: string,
  since: Date,
): Promise<StatusChangeRow[]> {
  return db.query<StatusChangeRow>(
    `WITH shown AS (
       SELECT id FROM components WHERE page_id = $1 AND deleted_at IS NULL AND show_uptime
     )
     SELECT s.component_id, s.status, s.changed_at FROM component_status_changes s
       WHERE s.component_id IN (SELECT id FROM shown) AND s.changed_at >= $2
     UNION ALL
     SELECT before.component_id, before.status, before.changed_at FROM shown
       CROSS JOIN LATERAL (
         SELECT b.component_id, b.status, b.changed_at FROM component_status_changes b
         WHERE b.component_id = shown.id AND b.changed_at < $2 ORDER BY b.changed_at DESC, b.id DESC LIMIT 1
       ) before
     ORDER BY component_id, changed_at`,
    [pageId, since],
  );
}

export type PublicIncidentRow = Pick<
  IncidentRow,
  | 'id'
  | 'kind'
  | 'name'
  | 'translations'
  | 'status'
  | 'impact'
  | 'started_at'
  | 'resolved_at'
  | 'scheduled_for'
  | 'scheduled_until'
  | 'created_at'
  | 'updated_at'
>;

const INCIDENT_COLUMNS = `id, kind, name, translations, status, impact, started_at, resolved_at, scheduled_for, scheduled_until,
  created_at, updated_at`;

/** Open incidents and maintenance, and those resolved since `resolvedSince`; newest first. */
export async function listOpenAndRecentIncidents(
  db: Queryable,
  pageId: string,
  resolvedSince: Date,
): Promise<PublicIncidentRow[]> {
  return db.query<PublicIncidentRow>(
    `SELECT ${INCIDENT_COLUMNS} FROM incidents
     WHERE page_id = $1 AND (resolved_at IS NULL OR resolved_at >= $2)
     ORDER BY started_at DESC, id DESC`,
    [pageId, resolvedSince],
  );
}

export async function findIncidentOfPage(
  db: Queryable,
  pageId: string,
  incidentId: string,
): Promise<PublicIncidentRow | null> {
  const rows = await db.query<PublicIncidentRow>(
    `SELECT ${INCIDENT_COLUMNS} FROM incidents WHERE id = $1 AND page_id = $2`,
    [incidentId, pageId],
  );
  return rows[0] ?? null;
}

/** Resolved incidents and completed maintenance that started in [from, to), newest first. */
export async function listResolvedBetween(
  db: Queryable,
  pageId: string,
  from: Date,
  to: Date,
): Promise<PublicIncidentRow[]> {
  return db.query<PublicIncidentRow>(
    `SELECT ${INCIDENT_COLUMNS} FROM incidents
     WHERE page_id = $1 AND resolved_at IS NOT NULL AND started_at >= $2 AND started_at < $3
     ORDER BY started_at DESC, id DESC`,
    [pageId, from, to],
  );
}

export async function hasResolvedBefore(db: Queryable, pageId: string, before: Date): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM incidents
       WHERE page_id = $1 AND resolved_at IS NOT NULL AND started_at < $2) AS found`,
    [pageId, before],
  );
  return rows[0]?.found ?? false;
}

export type AffectedComponentRow = {
  incident_id: string;
  id: string;
  name: string;
  status: ComponentStatus;
};

/** The live components each incident affects, with the status the incident gave each. */
export async function listAffectedComponents(
  db: Queryable,
  incidentIds: readonly string[],
): Promise<AffectedComponentRow[]> {
  if (incidentIds.length === 0) return [];
  return db.query<AffectedComponentRow>(
    `SELECT ic.incident_id, c.id, c.name, ic.status FROM incident_components ic
     JOIN components c ON c.id = ic.component_id AND c.deleted_at IS NULL
     WHERE ic.incident_id = ANY($1::uuid[])
     ORDER BY c.group_id NULLS FIRST, c.position, c.id`,
    [incidentIds],
  );
}

export type PublicUpdateRow = {
  id: string;
  incident_id: string;
  status: IncidentStatus;
  body: string;
  translations: UpdateTranslations;
  display_at: Date;
  updated_at: Date;
};

/** The incidents' timelines, newest first (as the console shows them). */
export async function listUpdates(db: Queryable, incidentIds: readonly string[]): Promise<PublicUpdateRow[]> {
  if (incidentIds.length === 0) return [];
  return db.query<PublicUpdateRow>(
    `SELECT id, incident_id, status, body, translations, display_at, updated_at FROM incident_updates
     WHERE incident_id = ANY($1::uuid[]) ORDER BY display_at DESC, created_at DESC, id DESC`,
    [incidentIds],
  );
}

export type UpdateComponentRow = {
  incident_update_id: string;
  id: string;
  name: string;
  status: ComponentStatus;
};

/** The live components each update of these incidents named, with the status it set. */
export async function listUpdateComponents(
  db: Queryable,
  incidentIds: readonly string[],
): Promise<UpdateComponentRow[]> {
  if (incidentIds.length === 0) return [];
  return db.query<UpdateComponentRow>(
    `SELECT uc.incident_update_id, c.id, c.name, uc.status FROM incident_update_components uc
     JOIN incident_updates u ON u.id = uc.incident_update_id
     JOIN components c ON c.id = uc.component_id AND c.deleted_at IS NULL
     WHERE u.incident_id = ANY($1::uuid[])
     ORDER BY c.group_id NULLS FIRST, c.position, c.id`,
    [incidentIds],
  );
}
