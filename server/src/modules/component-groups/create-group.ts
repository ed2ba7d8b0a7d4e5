import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { placeComponents } from '../components/place-components';
import { requirePageOfOrganization } from '../pages/require-page';
import { insertGroup, listGroupsOfPage } from './repository';
import { requireMembers } from './require-members';
import { type GroupWithMembers, oneWithMembers } from './with-members';

export type CreateGroupInput = {
  pageId: string;
  name: string;
  description?: string;
  collapsed?: boolean;
  components?: string[];
};

/** Adds the group after the page's other groups and moves the named components into it, in that order. */
export async function createGroup({
  ctx,
  actor,
  input,
}: VerbArgs<CreateGroupInput>): Promise<GroupWithMembers> {
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const members = await requireMembers(tx, page.id, input.components ?? []);
    const group = await insertGroup(tx, {
      pageId: page.id,
      name: input.name.trim(),
      description: input.description ?? '',
      collapsed: input.collapsed ?? false,
      position: (await listGroupsOfPage(tx, page.id)).length,
    });
    await placeComponents(tx, page.id, members, group.id);
    return oneWithMembers(tx, group);
  });
}
