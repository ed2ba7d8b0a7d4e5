import type { VerbArgs } from '../../lib/actor';
import type { ComponentStatus } from '../../lib/enums';
import { fail } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { withTransaction } from '../../lib/transaction';
import { requireGroupReference } from '../component-groups/require-group';
import { requirePageOfOrganization } from '../pages/require-page';
import { enforcePlanLimit } from '../plans/enforce-limit';
import { lockOrganizationPlan } from '../plans/repository';
import { enqueueComponentEvents } from '../webhooks/enqueue-events';
import { closeGap, placeComponents } from './place-components';
import { setStatusQuietly } from './quiet-status-batches';
import {
  type ComponentFields,
  type ComponentRow,
  countLiveComponents,
  insertStatusChange,
  setComponentDeleted,
  updateComponentFields,
} from './repository';
import { requireComponentOfPage } from './require-component';

export type UpdateComponentInput = ComponentFields & {
  pageId: string;
  id: string;
  group_id?: string | null;
  position?: number;
  deleted?: boolean;
};

const componentDeleted = () => fail('component_deleted');

/** A PATCH whose body names the status and nothing else. */
function isStatusOnly(
  input: UpdateComponentInput,
): input is UpdateComponentInput & { status: ComponentStatus } {
  const { pageId: _page, id: _id, status, ...rest } = input;
  return status !== undefined && Object.values(rest).every((value) => value === undefined);
}

/**
 * One PATCH, applied in one transaction under the page lock: field edits (a new status is recorded in the
 * history), a move (`group_id` and/or `position`, clamped, every set renumbered 0..n-1), a restore
 * (`deleted: false`, at the end of its group unless a position is given, counted against the plan again)
 * or a delete (`deleted: true`, as DELETE).
 */
export async function updateComponent({
  ctx,
  actor,
  input,
}: VerbArgs<UpdateComponentInput>): Promise<ComponentRow> {
  // The write integrations call most, a status alone, is one statement when nobody is to hear of it (shared
  // with the page's other status changes arriving meanwhile: quiet-status-batches.ts); every other case (a
  // 404, a deleted component, a webhook or chat integration to tell) takes the path below.
  if (isStatusOnly(input) && isUuid(input.pageId) && isUuid(input.id)) {
    const quick = await setStatusQuietly(ctx.db, actor.organizationId, input.pageId, input.id, input.status);
    if (quick) return quick;
  }
  return withTransaction(ctx, async (tx) => {
    // A restore counts against the plan: the organisation is locked before the page, the order every
    // create takes (see create-component.ts), so the two cannot deadlock.
    if (input.deleted === false) await lockOrganizationPlan(tx, actor.organizationId);
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const component = await requireComponentOfPage(tx, page.id, input.id);
    const restoring = component.deleted_at !== null && input.deleted === false;
    if (component.deleted_at !== null && !restoring && input.deleted !== true) throw componentDeleted();
    // Ids compare as the database spells them (lower case) when the sets are worked out.
    const requestedGroup = input.group_id === undefined ? undefined : (input.group_id?.toLowerCase() ?? null);
    if (typeof requestedGroup === 'string') await requireGroupReference(tx, page.id, requestedGroup);

    await updateComponentFields(tx, component.id, { ...input, name: input.name?.trim() });
    if (input.status !== undefined && input.status !== component.status) {
      await insertStatusChange(tx, component.id, input.status);
    }

    if (input.deleted === true) {
      if (component.deleted_at === null) {
        await setComponentDeleted(tx, component.id, true);
        await closeGap(tx, page.id, component.group_id);
      }
    } else {
      if (restoring) {
        await enforcePlanLimit(tx, actor.organizationId, 'components_per_page', () =>
          countLiveComponents(tx, page.id),
        );
        await setComponentDeleted(tx, component.id, false);
      }
      const groupId = requestedGroup === undefined ? component.group_id : requestedGroup;
      // A move names a position or a group; a restore rejoins at the end unless it names a position.
      if (restoring || input.position !== undefined || groupId !== component.group_id) {
        await placeComponents(tx, page.id, [component.id], groupId, input.position);
      }
    }
    // After every other field, so the event shows the component as the public will see it.
    if (input.status !== undefined && input.status !== component.status) {
      const change = { componentId: component.id, oldStatus: component.status, newStatus: input.status };
      await enqueueComponentEvents(tx, ctx, page.id, [change]);
    }
    return requireComponentOfPage(tx, page.id, component.id);
  });
}
