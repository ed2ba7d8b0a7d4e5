import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { findIncidentOfPage, type IncidentRow } from './repository';

/** An incident id in the path must name an incident of this page: 404 otherwise (malformed ids too). */
export async function requireIncidentOfPage(
  db: Queryable,
  pageId: string,
  incidentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<IncidentRow> {
  const incident = isUuid(incidentId)
    ? await findIncidentOfPage(db, pageId, incidentId, options.forUpdate ?? false)
    : null;
  if (!incident) throw notFound('Incident not found');
  return incident;
}
