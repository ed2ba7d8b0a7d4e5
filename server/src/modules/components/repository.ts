import type { Queryable } from '../../db/db';
import type { ComponentStatus } from '../../lib/enums';

export type ComponentRow = {
  id: string;
  page_id: string;
  group_id: string | null;
  name: string;
  description: string;
  status: ComponentStatus;
  position: number;
  show_uptime: boolean;
  only_show_if_degraded: boolean;
  start_date: string | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** start_date as text: a `date` has no time zone, and a driver's Date would shift it by the local offset. */
const COLUMNS = `c.id, c.page_id, c.group_id, c.name, c.description, c.status, c.position, c.show_uptime,
  c.only_show_if_degraded, c.start_date::text AS start_date, c.deleted_at, c.created_at, c.updated_at`;

/**
 * The list order (documented on the route): ungrouped components first, then each group by the group's
 * position; inside each set by position. Deleted ones (show_deleted) come after the live ones of their set.
 */
export async function listComponentsOfPage(
  db: Queryable,
  pageId: string,
  includeDeleted: boolean,
): Promise<ComponentRow[]> {
  return db.query<ComponentRow>(
    `SELECT ${COLUMNS} FROM components c LEFT JOIN component_groups g ON g.id = c.group_id
     WHERE c.page_id = $1 AND ($2::boolean OR c.deleted_at IS NULL)
     ORDER BY c.group_id IS NOT NULL, g.position, g.created_at, g.id,
       c.deleted_at IS NOT NULL, c.position, c.created_at, c.id`,
    [pageId, includeDeleted],
  );
}

export async function findComponentOfPage(
  db: Queryable,
  pageId: string,
  componentId: string,
): Promise<ComponentRow | null> {
  const rows = await db.query<ComponentRow>(
    `SELECT ${COLUMNS} FROM components c WHERE c.id = $1 AND c.page_id = $2`,
    [componentId, pageId],
  );
  return rows[0] ?? null;
}

export async function countLiveComponents(db: Queryable, pageId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM components WHERE page_id = $1 AND deleted_at IS NULL',
    [pageId],
  );
  return rows[0]?.count ?? 0;
}

/** Which of `ids` are live components of the page (for ids named in a request body). */
export async function findLiveComponentIds(db: Queryable, pageId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM components WHERE page_id = $1 AND deleted_at IS NULL AND id = ANY($2::uuid[])',
    [pageId, ids],
  );
  return rows.map((row) => row.id);
}

type NewComponent = {
  pageId: string;
  groupId: string | null;
  name: string;
  description: string;
  status: ComponentStatus;
  position: number;
  showUptime: boolean;
  onlyShowIfDegraded: boolean;
  startDate: string | null;
};

export async function insertComponent(tx: Queryable, component: NewComponent): Promise<ComponentRow> {
  const rows = await tx.query<ComponentRow>(
    `INSERT INTO components AS c (page_id, group_id, name, description, status, position, show_uptime,
       only_show_if_degraded, start_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      component.pageId,
      component.groupId,
      component.name,
      component.description,
      component.status,
      component.position,
      component.showUptime,
      component.onlyShowIfDegraded,
      component.startDate,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('component insert returned no row');
  return row;
}

/** The uptime history: one row per status a component entered. */
export async function insertStatusChange(tx: Queryable, componentId: string, status: ComponentStatus) {
  await tx.query('INSERT INTO component_status_changes (component_id, status) VALUES ($1, $2)', [
    componentId,
    status,
  ]);
}

export type ComponentFields = Partial<{
  name: string;
  description: string;
  status: ComponentStatus;
  show_uptime: boolean;
  only_show_if_degraded: boolean;
  start_date: string | null;
}>;

const EDITABLE = [
  'name',
  'description',
  'status',
  'show_uptime',
  'only_show_if_degraded',
  'start_date',
] as const;

export async function updateComponentFields(
  tx: Queryable,
  id: string,
  fields: ComponentFields,
): Promise<void> {
  const present = EDITABLE.filter((column) => fields[column] !== undefined);
  if (present.length === 0) return;
  const sets = present.map((column, index) => `${column} = $${index + 2}`);
  await tx.query(`UPDATE components SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...present.map((column) => fields[column]),
  ]);
}

export async function setComponentDeleted(tx: Queryable, id: string, deleted: boolean): Promise<void> {
  await tx.query(
    `UPDATE components SET deleted_at = CASE WHEN $2::boolean THEN now() END, updated_at = now() WHERE id = $1`,
    [id, deleted],
  );
}
