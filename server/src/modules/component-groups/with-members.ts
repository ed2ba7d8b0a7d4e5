import type { Queryable } from '../../db/db';
import { type GroupRow, listGroupMembers } from './repository';

export type GroupWithMembers = GroupRow & { components: string[] };

/** Groups as the API shows them: each with its live components' ids in order. */
export async function withMembers(
  db: Queryable,
  pageId: string,
  groups: GroupRow[],
): Promise<GroupWithMembers[]> {
  const members = await listGroupMembers(db, pageId);
  return groups.map((group) => ({
    ...group,
    components: members.filter((member) => member.group_id === group.id).map((member) => member.id),
  }));
}

export async function oneWithMembers(db: Queryable, group: GroupRow): Promise<GroupWithMembers> {
  const [shown] = await withMembers(db, group.page_id, [group]);
  return shown ?? { ...group, components: [] };
}
