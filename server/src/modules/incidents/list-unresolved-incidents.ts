import type { VerbArgs } from '../../lib/actor';
import { requirePageOfOrganization } from '../pages/require-page';
import {
  type IncidentRow,
  type IncidentUpdateRow,
  listUnresolvedIncidents,
  listUpdatesOfIncidents,
} from './repository';

export type IncidentWithUpdates = IncidentRow & { incident_updates: IncidentUpdateRow[] };

export async function listUnresolvedIncidentsOfPage({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string }>): Promise<IncidentWithUpdates[]> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const incidents = await listUnresolvedIncidents(ctx.db, page.id);
  const updates = await listUpdatesOfIncidents(
    ctx.db,
    incidents.map((incident) => incident.id),
  );
  return incidents.map((incident) => ({
    ...incident,
    incident_updates: updates.filter((update) => update.incident_id === incident.id),
  }));
}
