import type { Queryable } from '../../db/db';
import type { Impact, IncidentStatus } from '../../lib/enums';

export type IncidentUpdateRow = {
  id: string;
  incident_id: string;
  status: IncidentStatus;
  body: string;
  display_at: Date;
  created_at: Date;
};

export type IncidentRow = {
  id: string;
  page_id: string;
  name: string;
  status: IncidentStatus;
  impact: Impact;
  started_at: Date;
  resolved_at: Date | null;
  scheduled_for: Date | null;
  scheduled_until: Date | null;
  created_at: Date;
  updated_at: Date;
};

const INCIDENT_COLUMNS = `id, page_id, name, status, impact, started_at, resolved_at, scheduled_for,
  scheduled_until, created_at, updated_at`;

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

type NewIncident = {
  pageId: string;
  name: string;
  status: IncidentStatus;
  impact: Impact;
  resolvedAt?: Date | null;
};

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
  update: { incidentId: string; status: IncidentStatus; body: string },
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
