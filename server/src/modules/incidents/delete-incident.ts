import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { requirePageOfOrganization } from '../pages/require-page';
import { recordCancelledMaintenance } from './maintenance-calendar-repository';
import { cancelPendingNotifications } from './notification-repository';
import { deleteIncidentRow } from './repository';
import { requireIncidentOfPage } from './require-incident';

/**
 * Removes the incident and its timeline, and its mails not sent yet; its components keep whatever status
 * they have now. A deleted maintenance stays in the page's calendar as cancelled for 30 days.
 */
export async function deleteIncident({ ctx, actor, input }: VerbArgs<{ pageId: string; id: string }>) {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const incident = await requireIncidentOfPage(tx, page.id, input.id, { forUpdate: true });
    await cancelPendingNotifications(tx, incident.id);
    await recordCancelledMaintenance(tx, incident.id);
    await deleteIncidentRow(tx, incident.id);
  });
}
