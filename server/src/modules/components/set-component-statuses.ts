import type { Queryable } from '../../db/db';
import type { ComponentStatus } from '../../lib/enums';
import { findComponentOfPage, insertStatusChange, updateComponentFields } from './repository';

/**
 * Sets each component (of `pageId`) to its status the way a PATCH of the component does: a status that
 * changes is recorded in the history the uptime bars are computed from; an unchanged one writes nothing.
 * The caller holds the page lock (the components' own writes take it too).
 */
export async function setComponentStatuses(
  tx: Queryable,
  pageId: string,
  changes: ReadonlyArray<{ id: string; status: ComponentStatus }>,
): Promise<void> {
  for (const change of changes) {
    const component = await findComponentOfPage(tx, pageId, change.id);
    if (!component || component.status === change.status) continue;
    await updateComponentFields(tx, component.id, { status: change.status });
    await insertStatusChange(tx, component.id, change.status);
  }
}
