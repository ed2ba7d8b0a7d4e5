import { notFound } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import type { Principal } from '../../plugins/authenticate';
import {
  findPageOfOrganization,
  type IncidentRow,
  type IncidentUpdateRow,
  listUnresolvedIncidents,
  listUpdatesOfIncidents,
} from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type IncidentWithUpdates = IncidentRow & { incident_updates: IncidentUpdateRow[] };

/** Another organisation's page, or a malformed id, is "not found": ids of others reveal nothing. */
export async function listUnresolvedIncidentsOfPage(
  ctx: ServiceContext,
  principal: Principal,
  pageId: string,
): Promise<IncidentWithUpdates[]> {
  if (!UUID.test(pageId)) throw notFound('Status page not found');
  const page = await findPageOfOrganization(ctx.db, principal.organizationId, pageId);
  if (!page) throw notFound('Status page not found');
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
