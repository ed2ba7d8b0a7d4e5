import type { VerbArgs } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { requirePageOfOrganization } from '../pages/require-page';
import { type PresentedIncident, presentIncidents } from './present-incidents';
import { requireIncidentOfPage } from './require-incident';

export async function getIncident({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string; id: string }>): Promise<PresentedIncident> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const [incident] = await presentIncidents(ctx.db, [await requireIncidentOfPage(ctx.db, page.id, input.id)]);
  if (!incident) throw notFound('Incident not found');
  return incident;
}
