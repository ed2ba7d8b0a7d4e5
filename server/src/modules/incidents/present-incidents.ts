import type { Queryable } from '../../db/db';
import type { IncidentRow } from './repository';
import {
  type IncidentComponentRow,
  type IncidentUpdateRow,
  listAffectedComponentsOfIncidents,
  listUpdateComponents,
  listUpdatesOfIncidents,
} from './update-repository';

export type PresentedUpdate = IncidentUpdateRow & { affected_components: IncidentComponentRow[] };
export type PresentedIncident = IncidentRow & {
  components: IncidentComponentRow[];
  incident_updates: PresentedUpdate[];
};

const component = ({ id, name, status }: IncidentComponentRow) => ({ id, name, status });

/** Attaches the updates' affected components (three queries for any number of updates). */
export async function presentUpdates(
  db: Queryable,
  updates: IncidentUpdateRow[],
): Promise<PresentedUpdate[]> {
  const named = await listUpdateComponents(
    db,
    updates.map((update) => update.id),
  );
  return updates.map((update) => ({
    ...update,
    affected_components: named.filter((row) => row.incident_update_id === update.id).map(component),
  }));
}

/**
 * The API's Incident: each row with its affected components and its timeline (newest first); two
 * statements for any number of incidents (their updates, and every component they or their updates named).
 */
export async function presentIncidents(
  db: Queryable,
  incidents: IncidentRow[],
): Promise<PresentedIncident[]> {
  const ids = incidents.map((incident) => incident.id);
  const [named, updates] = await Promise.all([
    listAffectedComponentsOfIncidents(db, ids),
    listUpdatesOfIncidents(db, ids),
  ]);
  const ofIncident = new Map<string, IncidentComponentRow[]>();
  const ofUpdate = new Map<string, IncidentComponentRow[]>();
  for (const row of named) {
    const [map, key] = row.update_id === null ? [ofIncident, row.incident_id] : [ofUpdate, row.update_id];
    map.set(key, [...(map.get(key) ?? []), component(row)]);
  }
  return incidents.map((incident) => ({
    ...incident,
    components: ofIncident.get(incident.id) ?? [],
    incident_updates: updates
      .filter((update) => update.incident_id === incident.id)
      .map((update) => ({ ...update, affected_components: ofUpdate.get(update.id) ?? [] })),
  }));
}
