import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { placeComponents } from '../components/place-components';
import { requirePageOfOrganization } from '../pages/require-page';
import {
  deleteGroup as deleteGroupRow,
  listGroupMembers,
  listGroupsOfPage,
  renumberGroups,
} from './repository';
import { requireGroupOfPage } from './require-group';

/** The group goes; its components stay, appended to the ungrouped ones in their order; groups close ranks. */
export async function deleteGroup({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string; id: string }>): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const group = await requireGroupOfPage(tx, page.id, input.id);
    const members = (await listGroupMembers(tx, page.id)).filter((member) => member.group_id === group.id);
    await placeComponents(
      tx,
      page.id,
      members.map((member) => member.id),
      null,
    );
    await deleteGroupRow(tx, group.id);
    await renumberGroups(
      tx,
      (await listGroupsOfPage(tx, page.id)).map((other) => other.id),
    );
  });
}
