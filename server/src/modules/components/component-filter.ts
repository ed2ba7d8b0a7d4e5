import type { Queryable } from '../../db/db';
import { isUuid } from '../../lib/ids';
import { invalidReference } from './invalid-reference';
import { findLiveComponentIds } from './repository';

/** The ids of a component filter, each checked to name a live component of the page (400 otherwise). */
export async function checkComponentIds(
  db: Queryable,
  pageId: string,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = ids.map((id) => id.toLowerCase());
  const found = await findLiveComponentIds(db, pageId, wanted.filter(isUuid));
  if (found.length !== wanted.length) {
    throw invalidReference('component_ids', 'Every id must name a component of this page');
  }
  return wanted;
}
