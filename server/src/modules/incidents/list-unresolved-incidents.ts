import type { VerbArgs } from '../../lib/actor';
import { requirePageOfOrganization } from '../pages/require-page';
import { type PresentedIncident, presentIncidents } from './present-incidents';
import { listUnresolvedIncidents } from './repository';

/** The dashboard's list: an array, as it always was. */
export async function listUnresolvedIncidentsOfPage({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string }>): Promise<PresentedIncident[]> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  return presentIncidents(ctx.db, await listUnresolvedIncidents(ctx.db, page.id));
}
