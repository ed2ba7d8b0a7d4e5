import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { ComponentStatus } from '../../lib/enums';
import { chatRecipientsSql } from '../integrations/repository';
import { webhookRecipientsSql } from '../webhooks/repository';

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
const LIST_ORDER = `c.group_id IS NOT NULL, g.position, g.created_at, g.id,
  c.deleted_at IS NOT NULL, c.position, c.created_at, c.id`;

export async function listComponentsOfPage(
  db: Queryable,
  pageId: string,
  includeDeleted: boolean,
): Promise<ComponentRow[]> {
  return db.query<ComponentRow>(
    `SELECT ${COLUMNS} FROM components c LEFT JOIN component_groups g ON g.id = c.group_id
     WHERE c.page_id = $1 AND ($2::boolean OR c.deleted_at IS NULL)
     ORDER BY ${LIST_ORDER}`,
    [pageId, includeDeleted],
  );
}

/**
 * The components of a page if it belongs to the organisation (null otherwise), in the list order: the
 * tenant check and the list in one statement, the API's most read list.
 */
export async function listComponentsOfOrganizationPage(
  db: Queryable,
  organizationId: string,
  pageId: string,
  includeDeleted: boolean,
): Promise<ComponentRow[] | null> {
  const rows = await db.query<ComponentRow & { page_found: string; list_position: number }>(
    `SELECT p.id AS page_found, c.* FROM pages p LEFT JOIN LATERAL (
       SELECT ${COLUMNS}, row_number() OVER (ORDER BY ${LIST_ORDER}) AS list_position
       FROM components c LEFT JOIN component_groups g ON g.id = c.group_id
       WHERE c.page_id = p.id AND ($3::boolean OR c.deleted_at IS NULL)) c ON true
     WHERE p.id = $1 AND p.organization_id = $2
     ORDER BY c.list_position`,
    [pageId, organizationId, includeDeleted],
  );
  if (rows.length === 0) return null;
  return rows
    .filter((row) => row.id !== null)
    .map(({ page_found: _page, list_position: _position, ...component }) => component);
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

export type QuietStatusChange = { componentId: string; status: ComponentStatus };

/**
 * Status changes of one page's components that nobody is to hear of, applied in `changes`' order in one
 * statement (its own transaction): under the page's lock and then the components' (the order every write of
 * a page's components takes), each component's status becomes its last one here and `updated_at` moves on,
 * and every change that differs from the status before it (the component's, or the previous one here) gets
 * its history row, their `changed_at` a microsecond apart in order. The answer has, for each change (by
 * index), the component as that change left it, or nothing when it was not applied: the component is not a
 * live one of the organisation's page, or a webhook or chat integration wants news of it (their bodies are
 * built by enqueueComponentEvents); such changes are the caller's to make the full way. The components are
 * read under their locks (FOR UPDATE sees the latest committed rows), so a change that waited for a lock
 * compares against the status the previous writer left. The statement returns one row per component with
 * its changes' indexes and statuses, not one per change: a batch is mostly changes of one component, and
 * reading its repeated rows was the embedded database's largest cost after the statement itself. `quiet` is
 * MATERIALIZED so that its recipient checks run once per component, not once per change (inlined, the
 * planner joined them to every change: 4-7 % of a batch of eight on the embedded database). The history rows'
 * ids come from here: the embedded database's gen_random_uuid() opens and reads /dev/urandom through its
 * file system emulation for every one (7 % of its statement for a batch of eight).
 */
export async function setStatusesQuietly(
  db: Queryable,
  organizationId: string,
  pageId: string,
  changes: readonly QuietStatusChange[],
): Promise<Array<ComponentRow | null>> {
  const rows = await db.query<
    ComponentRow & { change_indexes: number[]; change_statuses: ComponentStatus[] }
  >(
    `WITH input AS (
       SELECT t.component_id, t.status, t.history_id, t.seq
       FROM unnest($3::uuid[], $4::text[], $5::uuid[]) WITH ORDINALITY AS t (component_id, status, history_id, seq)),
     page AS (SELECT id FROM pages WHERE id = $1 AND organization_id = $2 FOR UPDATE),
     target AS (
       SELECT c.id, c.status AS old_status FROM components c
       WHERE c.id = ANY ($3::uuid[]) AND c.page_id = (SELECT id FROM page) AND c.deleted_at IS NULL
       ORDER BY c.id FOR UPDATE),
     quiet AS MATERIALIZED (
       SELECT t.id, t.old_status FROM target t
       WHERE NOT EXISTS (${webhookRecipientsSql('$1', 'ARRAY[t.id]')})
         AND NOT EXISTS (${chatRecipientsSql('$1', 'ARRAY[t.id]')})),
     steps AS (
       SELECT i.seq, i.component_id, i.status, i.history_id, coalesce(lag(i.status) OVER w, q.old_status) AS before,
         last_value(i.status) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS final
       FROM input i JOIN quiet q ON q.id = i.component_id
       WINDOW w AS (PARTITION BY i.component_id ORDER BY i.seq)),
     changed AS (
       UPDATE components c SET status = s.final, updated_at = now()
       FROM (SELECT DISTINCT component_id, final FROM steps) s WHERE c.id = s.component_id
       RETURNING ${COLUMNS}),
     history AS (
       INSERT INTO component_status_changes (id, component_id, status, changed_at)
       SELECT history_id, component_id, status, now() + (row_number() OVER (ORDER BY seq) - 1) * interval '1 microsecond'
       FROM steps WHERE status <> before)
     SELECT c.*, s.change_indexes, s.change_statuses FROM changed c JOIN (
       SELECT component_id, array_agg(seq::int ORDER BY seq) AS change_indexes,
         array_agg(status ORDER BY seq) AS change_statuses
       FROM steps GROUP BY component_id) s ON s.component_id = c.id`,
    [
      pageId,
      organizationId,
      changes.map((change) => change.componentId),
      changes.map((change) => change.status),
      changes.map(() => randomUUID()),
    ],
  );
  const applied: Array<ComponentRow | null> = changes.map(() => null);
  for (const { change_indexes, change_statuses, ...component } of rows) {
    change_indexes.forEach((index, at) => {
      applied[index - 1] = { ...component, status: change_statuses[at] ?? component.status };
    });
  }
  return applied;
}
