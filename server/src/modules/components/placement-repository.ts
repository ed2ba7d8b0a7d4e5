import type { Queryable } from '../../db/db';

// Where live components sit: each page's components form sets (one per group, one ungrouped), each
// numbered 0..n-1. place-components.ts keeps them so.

/** Every live component's set and place, each set in its current order. */
export async function listLivePlacement(
  db: Queryable,
  pageId: string,
): Promise<Array<{ id: string; group_id: string | null }>> {
  return db.query(
    `SELECT id, group_id FROM components WHERE page_id = $1 AND deleted_at IS NULL
     ORDER BY group_id, position, created_at, id`,
    [pageId],
  );
}

export async function setComponentsGroup(
  tx: Queryable,
  ids: string[],
  groupId: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE components SET group_id = $2, updated_at = now()
     WHERE id = ANY($1::uuid[]) AND group_id IS DISTINCT FROM $2`,
    [ids, groupId],
  );
}

/** Positions 0..n-1 in the given order; rows already in place are not rewritten. */
export async function renumberPositions(
  tx: Queryable,
  table: 'components' | 'component_groups',
  orderedIds: string[],
): Promise<void> {
  if (orderedIds.length === 0) return;
  await tx.query(
    `UPDATE ${table} t SET position = o.ordinality - 1
     FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, ordinality)
     WHERE t.id = o.id AND t.position <> o.ordinality - 1`,
    [orderedIds],
  );
}

export const renumberComponents = (tx: Queryable, orderedIds: string[]) =>
  renumberPositions(tx, 'components', orderedIds);
