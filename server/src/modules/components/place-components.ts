import type { Tx } from '../../lib/transaction';
import { listLivePlacement, renumberComponents, setComponentsGroup } from './placement-repository';

/** `index` clamped to 0..length: a position past the end means "last". */
export function insertAt<T>(list: readonly T[], items: readonly T[], index = list.length): T[] {
  const at = Math.min(Math.max(index, 0), list.length);
  return [...list.slice(0, at), ...items, ...list.slice(at)];
}

/**
 * Puts live components of the page into `groupId` (null: the ungrouped set) in the given order, starting
 * at `index` (the end when omitted), and renumbers the set they join and every set they left, so each
 * set's positions stay 0..n-1. The caller holds the page lock, so no other reorder interleaves.
 */
export async function placeComponents(
  tx: Tx,
  pageId: string,
  ids: readonly string[],
  groupId: string | null,
  index?: number,
): Promise<void> {
  if (ids.length === 0) return;
  const moving = new Set(ids);
  const placement = await listLivePlacement(tx, pageId);
  const staying = (group: string | null) =>
    placement.filter((row) => row.group_id === group && !moving.has(row.id)).map((row) => row.id);
  const leftGroups = new Set(placement.filter((row) => moving.has(row.id)).map((row) => row.group_id));
  leftGroups.delete(groupId);

  await setComponentsGroup(tx, [...ids], groupId);
  await renumberComponents(tx, insertAt(staying(groupId), ids, index));
  for (const left of leftGroups) await renumberComponents(tx, staying(left));
}

/** After a component left the live set (deleted): close the gap it left in its set. */
export async function closeGap(tx: Tx, pageId: string, groupId: string | null): Promise<void> {
  const placement = await listLivePlacement(tx, pageId);
  await renumberComponents(
    tx,
    placement.filter((row) => row.group_id === groupId).map((row) => row.id),
  );
}
