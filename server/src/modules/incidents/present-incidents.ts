import type { Queryable } from '../../db/db';
import type { IncidentRow } from './repository';
import {
  type IncidentComponentRow,
  type IncidentUpdateRow,
  listIncidentComponents,
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

/** The API's Incident: each row with its affected components and its timeline (newest first). */
export async function presentIncidents(
  db: Queryable,
  incidents: IncidentRow[],
): Promise<PresentedIncident[]> {
  const ids = incidents.map((incident) => incident.id);
  const [components, updates] = await Promise.all([
    listIncidentComponents(db, ids),
    listUpdatesOfIncidents(db, ids).then((rows) => presentUpdates(db, rows)),
  ]);
  return incidents.map((incident) => ({
    ...incident,
    components: components.filter((row) => row.incident_id === incident.id).map(component),
    incident_updates: updates.filter((update) => update.incident_id === incident.id),
  }));
}
