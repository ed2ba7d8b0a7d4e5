import type { Queryable } from '../../db/db';
import type { ComponentStatus, IncidentStatus } from '../../lib/enums';
import type { UpdateTranslations } from './translations';

export type IncidentComponentRow = { id: string; name: string; status: ComponentStatus };

export type IncidentUpdateRow = {
  id: string;
  incident_id: string;
  status: IncidentStatus;
  body: string;
  /** The text in the page's other languages. */
  translations: UpdateTranslations;
  display_at: Date;
  deliver_notifications: boolean;
  created_at: Date;
  updated_at: Date;
};

const UPDATE_COLUMNS = `id, incident_id, status, body, translations, display_at, notify_subscribers AS deliver_notifications,
  created_at, updated_at`;

/** The timeline: newest first by display time; created_at and id keep updates shown at one instant in order. */
export async function listUpdatesOfIncidents(
  db: Queryable,
  incidentIds: string[],
): Promise<IncidentUpdateRow[]> {
  if (incidentIds.length === 0) return [];
  return db.query<IncidentUpdateRow>(
    `SELECT ${UPDATE_COLUMNS} FROM incident_updates
     WHERE incident_id = ANY($1::uuid[]) ORDER BY display_at DESC, created_at DESC, id DESC`,
    [incidentIds],
  );
}

export async function findUpdateOfIncident(
  db: Queryable,
  incidentId: string,
  updateId: string,
): Promise<IncidentUpdateRow | null> {
  const rows = await db.query<IncidentUpdateRow>(
    `SELECT ${UPDATE_COLUMNS} FROM incident_updates WHERE id = $1 AND incident_id = $2`,
    [updateId, incidentId],
  );
  return rows[0] ?? null;
}

export type NewIncidentUpdate = {
  incidentId: string;
  status: IncidentStatus;
  body: string;
  translations?: UpdateTranslations;
  displayAt?: Date | null;
  deliverNotifications?: boolean;
};

export async function insertIncidentUpdate(
  db: Queryable,
  update: NewIncidentUpdate,
): Promise<IncidentUpdateRow> {
  const rows = await db.query<IncidentUpdateRow>(
    `INSERT INTO incident_updates (incident_id, status, body, display_at, notify_subscribers, translations)
     VALUES ($1, $2, $3, coalesce($4, now()), $5, $6::jsonb) RETURNING ${UPDATE_COLUMNS}`,
    [
      update.incidentId,
      update.status,
      update.body,
      update.displayAt ?? null,
      update.deliverNotifications ?? false,
      JSON.stringify(update.translations ?? {}),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('incident update insert returned no row');
  return row;
}

export async function updateIncidentUpdateFields(
  tx: Queryable,
  id: string,
  fields: { body?: string; displayAt?: Date; translations?: UpdateTranslations },
): Promise<void> {
  await tx.query(
    `UPDATE incident_updates SET body = coalesce($2, body), display_at = coalesce($3, display_at),
       translations = coalesce($4::jsonb, translations), updated_at = now() WHERE id = $1`,
    [
      id,
      fields.body ?? null,
      fields.displayAt ?? null,
      fields.translations ? JSON.stringify(fields.translations) : null,
    ],
  );
}

export type ComponentChange = { id: string; status: ComponentStatus };

/** Records what one update named, and makes each part of the incident's affected set (latest status wins). */
export async function recordAffectedComponents(
  tx: Queryable,
  incidentId: string,
  updateId: string,
  changes: ComponentChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const ids = changes.map((change) => change.id);
  const statuses = changes.map((change) => change.status);
  await tx.query(
    `INSERT INTO incident_update_components (incident_update_id, component_id, status)
     SELECT $1, id, status FROM unnest($2::uuid[], $3::text[]) AS c (id, status)`,
    [updateId, ids, statuses],
  );
  await tx.query(
    `INSERT INTO incident_components (incident_id, component_id, status)
     SELECT $1, id, status FROM unnest($2::uuid[], $3::text[]) AS c (id, status)
     ON CONFLICT (incident_id, component_id) DO UPDATE SET status = excluded.status`,
    [incidentId, ids, statuses],
  );
}

/** The components `ids` (incidents or updates) named, with the status each gave, in the page's component order. */
async function affectedComponents<Key extends 'incident_id' | 'incident_update_id'>(
  db: Queryable,
  table: 'incident_components' | 'incident_update_components',
  key: Key,
  ids: string[],
): Promise<Array<IncidentComponentRow & Record<Key, string>>> {
  if (ids.length === 0) return [];
  return db.query(
    `SELECT a.${key}, c.id, c.name, a.status FROM ${table} a
     JOIN components c ON c.id = a.component_id
     WHERE a.${key} = ANY($1::uuid[]) ORDER BY c.group_id NULLS FIRST, c.position, c.id`,
    [ids],
  );
}

/** The incident's affected components, with the status the incident last gave each. */
export const listIncidentComponents = (db: Queryable, incidentIds: string[]) =>
  affectedComponents(db, 'incident_components', 'incident_id', incidentIds);

export const listUpdateComponents = (db: Queryable, updateIds: string[]) =>
  affectedComponents(db, 'incident_update_components', 'incident_update_id', updateIds);

/**
 * The components the incidents and all their updates named, in one statement (the incident list's): rows
 * with `update_id` null are the incident's own (`listIncidentComponents`), the others an update's
 * (`listUpdateComponents`), each in the page's component order.
 */
export async function listAffectedComponentsOfIncidents(
  db: Queryable,
  incidentIds: string[],
): Promise<Array<IncidentComponentRow & { incident_id: string; update_id: string | null }>> {
  if (incidentIds.length === 0) return [];
  return db.query(
    `SELECT a.incident_id, a.update_id, c.id, c.name, a.status FROM (
       SELECT incident_id, NULL::uuid AS update_id, component_id, status FROM incident_components
       WHERE incident_id = ANY($1::uuid[])
       UNION ALL
       SELECT u.incident_id, a.incident_update_id, a.component_id, a.status FROM incident_update_components a
       JOIN incident_updates u ON u.id = a.incident_update_id WHERE u.incident_id = ANY($1::uuid[])
     ) a JOIN components c ON c.id = a.component_id
     ORDER BY c.group_id NULLS FIRST, c.position, c.id`,
    [incidentIds],
  );
}
