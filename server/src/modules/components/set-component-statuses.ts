import type { ComponentStatus } from '../../lib/enums';
import type { ServiceContext } from '../../lib/service-context';
import type { Tx } from '../../lib/transaction';
import { type ComponentChange, enqueueComponentEvents } from '../webhooks/enqueue-events';
import { findComponentOfPage, insertStatusChange, updateComponentFields } from './repository';

/**
 * Sets each component (of `pageId`) to its status the way a PATCH of the component does: a status that
 * changes is recorded in the history the uptime bars are computed from; an unchanged one writes nothing.
 * The page's webhooks hear of each change. The caller holds the page lock (the components' own writes take
 * it too).
 */
export async function setComponentStatuses(
  tx: Tx,
  ctx: ServiceContext,
  pageId: string,
  changes: ReadonlyArray<{ id: string; status: ComponentStatus }>,
): Promise<void> {
  const made: ComponentChange[] = [];
  for (const change of changes) {
    const component = await findComponentOfPage(tx, pageId, change.id);
    if (!component || component.status === change.status) continue;
    await updateComponentFields(tx, component.id, { status: change.status });
    await insertStatusChange(tx, component.id, change.status);
    made.push({ componentId: component.id, oldStatus: component.status, newStatus: change.status });
  }
  await enqueueComponentEvents(tx, ctx, pageId, made);
}
