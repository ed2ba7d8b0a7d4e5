import type { Queryable } from '../../db/db';
import type { ComponentStatus } from '../../lib/enums';
import { invalidField } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { invalidReference } from '../components/invalid-reference';
import { findLiveComponentIds } from '../components/repository';
import type { ComponentChange } from './update-repository';

/**
 * The `components` of a request: each must be a live component of the page, named once. Ids compare as
 * the database spells them (lower case).
 */
export async function requireComponentChanges(
  db: Queryable,
  pageId: string,
  components: ReadonlyArray<{ id: string; status: ComponentStatus }> | undefined,
): Promise<ComponentChange[]> {
  const changes = (components ?? []).map((component) => ({
    id: component.id.toLowerCase(),
    status: component.status,
  }));
  const ids = changes.map((change) => change.id);
  if (new Set(ids).size !== ids.length) {
    throw invalidField('components', 'duplicate', 'Each component may be named once');
  }
  const found = await findLiveComponentIds(db, pageId, ids.filter(isUuid));
  if (found.length !== ids.length) {
    throw invalidReference('components', 'Every id must name a component of this page');
  }
  return changes;
}
