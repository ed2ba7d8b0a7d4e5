import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { insertAt, placeComponents } from '../components/place-components';
import { requirePageOfOrganization } from '../pages/require-page';
import {
  findGroupOfPage,
  type GroupFields,
  listGroupMembers,
  listGroupsOfPage,
  renumberGroups,
  updateGroupFields,
} from './repository';
import { requireGroupOfPage } from './require-group';
import { requireMembers } from './require-members';
import { type GroupWithMembers, oneWithMembers } from './with-members';

export type UpdateGroupInput = GroupFields & {
  pageId: string;
  id: string;
  components?: string[];
  position?: number;
};

/**
 * Field edits, the exact member list (members left out are appended to the ungrouped components, newcomers
 * leave their sets, every set renumbered) and a move among the page's groups (clamped), in one transaction.
 */
export async function updateGroup({
  ctx,
  actor,
  input,
}: VerbArgs<UpdateGroupInput>): Promise<GroupWithMembers> {
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const group = await requireGroupOfPage(tx, page.id, input.id);
    await updateGroupFields(tx, group.id, { ...input, name: input.name?.trim() });

    if (input.components !== undefined) {
      const members = await requireMembers(tx, page.id, input.components);
      const wanted = new Set(members);
      const leaving = (await listGroupMembers(tx, page.id))
        .filter((member) => member.group_id === group.id && !wanted.has(member.id))
        .map((member) => member.id);
      await placeComponents(tx, page.id, leaving, null);
      await placeComponents(tx, page.id, members, group.id, 0);
    }

    if (input.position !== undefined) {
      const others = (await listGroupsOfPage(tx, page.id)).filter((other) => other.id !== group.id);
      await renumberGroups(
        tx,
        insertAt(
          others.map((other) => other.id),
          [group.id],
          input.position,
        ),
      );
    }
    const updated = await findGroupOfPage(tx, page.id, group.id);
    return oneWithMembers(tx, updated ?? group);
  });
}
