import type { Queryable } from '../../db/db';
import type { Impact, IncidentKind, IncidentStatus } from '../../lib/enums';
import { cursorTimestampSql, type KeysetCursor } from '../../lib/keyset-cursor';
import type { IncidentTranslations } from './translations';

export type IncidentRow = {
  id: string;
  page_id: string;
  kind: IncidentKind;
  name: string;
  /** The name in the page's other languages. */
  translations: IncidentTranslations;
  status: IncidentStatus;
  impact: Impact;
  started_at: Date;
  resolved_at: Date | null;
  scheduled_for: Date | null;
  scheduled_until: Date | null;
  auto_transition: boolean;
  deliver_notifications: boolean;
  remind_subscribers: boolean;
  reminder_minutes_before: number;
  created_at: Date;
  updated_at: Date;
};

export const INCIDENT_COLUMNS = `id, page_id, kind, name, translations, status, impact, started_at, resolved_at, scheduled_for,
  scheduled_until, auto_transition, deliver_notifications, remind_subscribers, reminder_minutes_before,
  created_at, updated_at`;

/** Statuspage's definition: an unresolved incident is investigating, identified or monitoring. */
const UNRESOLVED_STATUSES = ['investigating', 'identified', 'monitoring'];

export async function listUnresolvedIncidents(db: Queryable, pageId: string): Promise<IncidentRow[]> {
  return db.query<IncidentRow>(
    `SELECT ${INCIDENT_COLUMNS} FROM incidents
     WHERE page_id = $1 AND resolved_at IS NULL AND status = ANY($2::text[])
     ORDER BY started_at DESC, id`,
    [pageId, UNRESOLVED_STATUSES],
  );
}

export type IncidentFilter = {
  pageId: string;
  /** Only the page of this organisation has rows (the tenant check, in the same statement). */
  organizationId: string;
  kind?: IncidentKind;
  state?: 'open' | 'resolved';
  q?: string;
};

/** Newest first, id breaking ties; one row more than asked, so the caller knows whether more exist. */
export async function listIncidentsPage(
  db: Queryable,
  filter: IncidentFilter,
  after: KeysetCursor | null,
  limit: number,
): Promise<Array<IncidentRow & { cursor_started_at: string }>> {
  return db.query(
    `SELECT ${INCIDENT_COLUMNS},
       ${cursorTimestampSql('started_at')} AS cursor_started_at
     FROM incidents i
     WHERE page_id = $1 AND page_id IN (SELECT id FROM pages WHERE id = $1 AND organization_id = $8)
       AND ($2::text IS NULL OR kind = $2)
       AND ($3::text IS NULL OR ($3 = 'open') = (resolved_at IS NULL))
       AND ($4::text IS NULL OR strpos(lower(name), lower($4)) > 0 OR EXISTS (
         SELECT 1 FROM incident_updates u WHERE u.incident_id = i.id AND strpos(lower(u.body), lower($4)) > 0))
       AND ($5::timestamptz IS NULL OR (started_at, id) < ($5, $6::uuid))
     ORDER BY started_at DESC, id DESC LIMIT $7`,
    [
      filter.pageId,
      filter.kind ?? null,
      filter.state ?? null,
      filter.q ?? null,
      after?.at ?? null,
      after?.id ?? null,
      limit + 1,
      filter.organizationId,
    ],
  );
}

export async function findIncidentOfPage(
  db: Queryable,
  pageId: string,
  id: string,
  forUpdate = false,
): Promise<IncidentRow | null> {
  const rows = await db.query<IncidentRow>(
    `SELECT ${INCIDENT_COLUMNS} FROM incidents WHERE id = $1 AND page_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, pageId],
  );
  return rows[0] ?? null;
}

export type NewIncident = {
  pageId: string;
  name: string;
  translations?: IncidentTranslations;
  status: IncidentStatus;
  impact: Impact;
  kind?: IncidentKind;
  resolvedAt?: Date | null;
  startedAt?: Date | null;
  scheduledFor?: Date | null;
  scheduledUntil?: Date | null;
  autoTransition?: boolean;
  deliverNotifications?: boolean;
  remindSubscribers?: boolean;
  reminderMinutesBefore?: number;
};

export async function insertIncident(db: Queryable, incident: NewIncident): Promise<IncidentRow> {
  const rows = await db.query<IncidentRow>(
    `INSERT INTO incidents (page_id, name, status, impact, resolved_at, kind, started_at, scheduled_for,
       scheduled_until, auto_transition, deliver_notifications, remind_subscribers, reminder_minutes_before,
       translations)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, now()), $8, $9, $10, $11, $12, $13, $14::jsonb)
     RETURNING ${INCIDENT_COLUMNS}`,
    [
      incident.pageId,
      incident.name,
      incident.status,
      incident.impact,
      incident.resolvedAt ?? null,
      incident.kind ?? 'incident',
      incident.startedAt ?? null,
      incident.scheduledFor ?? null,
      incident.scheduledUntil ?? null,
      incident.autoTransition ?? false,
      incident.deliverNotifications ?? true,
      incident.remindSubscribers ?? false,
      incident.reminderMinutesBefore ?? 60,
      JSON.stringify(incident.translations ?? {}),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('incident insert returned no row');
  return row;
}

export type IncidentFields = Partial<{
  name: string;
  impact: Impact;
  status: IncidentStatus;
  /** Replaces every stored translation of the name. */
  translations: IncidentTranslations;
}> & {
  /** undefined leaves resolved_at as it is; null reopens. */
  resolvedAt?: Date | null;
};

export async function updateIncidentFields(tx: Queryable, id: string, fields: IncidentFields): Promise<void> {
  await tx.query(
    `UPDATE incidents SET name = coalesce($2, name), impact = coalesce($3, impact),
       status = coalesce($4, status), translations = coalesce($7::jsonb, translations),
       resolved_at = CASE WHEN $5::boolean THEN $6::timestamptz ELSE resolved_at END, updated_at = now()
     WHERE id = $1`,
    [
      id,
      fields.name ?? null,
      fields.impact ?? null,
      fields.status ?? null,
      fields.resolvedAt !== undefined,
      fields.resolvedAt ?? null,
      fields.translations ? JSON.stringify(fields.translations) : null,
    ],
  );
}

export async function deleteIncidentRow(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM incidents WHERE id = $1', [id]);
}
