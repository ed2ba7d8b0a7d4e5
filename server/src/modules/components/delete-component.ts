import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { requirePageOfOrganization } from '../pages/require-page';
import { closeGap } from './place-components';
import { setComponentDeleted } from './repository';
import { requireComponentOfPage } from './require-component';

/**
 * Soft delete: the row and its status history stay (PATCH deleted=false restores it), but it leaves the
 * lists, the counts and the plan limit, and the others of its set close ranks. Deleting again is a no-op.
 */
export async function deleteComponent({ ctx, actor, input }: VerbArgs<{ pageId: string; id: string }>) {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const component = await requireComponentOfPage(tx, page.id, input.id);
    if (component.deleted_at) return;
    await setComponentDeleted(tx, component.id, true);
    await closeGap(tx, page.id, component.group_id);
  });
}
