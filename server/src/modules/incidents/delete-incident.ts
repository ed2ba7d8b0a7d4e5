import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { requirePageOfOrganization } from '../pages/require-page';
import { cancelPendingNotifications } from './notification-repository';
import { deleteIncidentRow } from './repository';
import { requireIncidentOfPage } from './require-incident';

/**
 * Removes the incident and its timeline, and its mails not sent yet; its components keep whatever status
 * they have now.
 */
export async function deleteIncident({ ctx, actor, input }: VerbArgs<{ pageId: string; id: string }>) {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const incident = await requireIncidentOfPage(tx, page.id, input.id, { forUpdate: true });
    await cancelPendingNotifications(tx, incident.id);
    await deleteIncidentRow(tx, incident.id);
  });
}
