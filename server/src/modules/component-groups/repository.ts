import type { Queryable } from '../../db/db';
import { renumberPositions } from '../components/placement-repository';

export type GroupRow = {
  id: string;
  page_id: string;
  name: string;
  description: string;
  position: number;
  collapsed: boolean;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = 'id, page_id, name, description, position, collapsed, created_at, updated_at';

export async function listGroupsOfPage(db: Queryable, pageId: string): Promise<GroupRow[]> {
  return db.query<GroupRow>(
    `SELECT ${COLUMNS} FROM component_groups WHERE page_id = $1 ORDER BY position, created_at, id`,
    [pageId],
  );
}

export async function findGroupOfPage(
  db: Queryable,
  pageId: string,
  groupId: string,
): Promise<GroupRow | null> {
  const rows = await db.query<GroupRow>(
    `SELECT ${COLUMNS} FROM component_groups WHERE id = $1 AND page_id = $2`,
    [groupId, pageId],
  );
  return rows[0] ?? null;
}

/** Live member ids of each of the page's groups, in their order. */
export async function listGroupMembers(
  db: Queryable,
  pageId: string,
): Promise<Array<{ id: string; group_id: string }>> {
  return db.query(
    `SELECT id, group_id FROM components WHERE page_id = $1 AND deleted_at IS NULL AND group_id IS NOT NULL
     ORDER BY position, created_at, id`,
    [pageId],
  );
}

export async function insertGroup(
  tx: Queryable,
  group: { pageId: string; name: string; description: string; collapsed: boolean; position: number },
): Promise<GroupRow> {
  const rows = await tx.query<GroupRow>(
    `INSERT INTO component_groups (page_id, name, description, collapsed, position)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [group.pageId, group.name, group.description, group.collapsed, group.position],
  );
  const row = rows[0];
  if (!row) throw new Error('component group insert returned no row');
  return row;
}

export type GroupFields = Partial<{ name: string; description: string; collapsed: boolean }>;
const EDITABLE = ['name', 'description', 'collapsed'] as const;

export async function updateGroupFields(tx: Queryable, id: string, fields: GroupFields): Promise<void> {
  const present = EDITABLE.filter((column) => fields[column] !== undefined);
  if (present.length === 0) return;
  const sets = present.map((column, index) => `${column} = $${index + 2}`);
  await tx.query(`UPDATE component_groups SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...present.map((column) => fields[column]),
  ]);
}

/** Its deleted components lose the group too (ON DELETE SET NULL): restored, they come back ungrouped. */
export async function deleteGroup(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM component_groups WHERE id = $1', [id]);
}

export const renumberGroups = (tx: Queryable, orderedIds: string[]) =>
  renumberPositions(tx, 'component_groups', orderedIds);
