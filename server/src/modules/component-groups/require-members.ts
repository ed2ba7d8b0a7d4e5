import type { Queryable } from '../../db/db';
import { isUuid } from '../../lib/ids';
import { invalidReference } from '../components/invalid-reference';
import { findLiveComponentIds } from '../components/repository';

/**
 * Every id in `components` must be a live component of this page (400 on the field otherwise). Returns
 * them as the database spells them (lower case), in the order given.
 */
export async function requireMembers(
  db: Queryable,
  pageId: string,
  ids: readonly string[],
): Promise<string[]> {
  const normalized = ids.map((id) => id.toLowerCase());
  const found = new Set(await findLiveComponentIds(db, pageId, normalized.filter(isUuid)));
  if (normalized.some((id) => !found.has(id)) || new Set(normalized).size !== normalized.length) {
    throw invalidReference('components', 'Every id must name a different component of this page');
  }
  return normalized;
}
