import type { VerbArgs } from '../../lib/actor';
import type { ComponentStatus } from '../../lib/enums';
import { withTransaction } from '../../lib/transaction';
import { requireGroupReference } from '../component-groups/require-group';
import { requirePageOfOrganization } from '../pages/require-page';
import { enforcePlanLimit } from '../plans/enforce-limit';
import { listLivePlacement } from './placement-repository';
import { type ComponentRow, countLiveComponents, insertComponent, insertStatusChange } from './repository';

export type CreateComponentInput = {
  pageId: string;
  name: string;
  description?: string;
  status?: ComponentStatus;
  group_id?: string | null;
  show_uptime?: boolean;
  only_show_if_degraded?: boolean;
  start_date?: string | null;
};

/**
 * Adds a component at the end of its group (or of the ungrouped set) and records its first status, the
 * start of its uptime history. The plan limit's organisation lock serialises the count, so two creates at
 * the limit cannot both pass; the page lock then serialises positions with reorders.
 */
export async function createComponent({
  ctx,
  actor,
  input,
}: VerbArgs<CreateComponentInput>): Promise<ComponentRow> {
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId);
    const groupId = input.group_id?.toLowerCase() ?? null;
    if (groupId !== null) await requireGroupReference(tx, page.id, groupId);
    // The organisation before the page, always: a subscriber insert (organisation lock, then a key-share
    // lock on the page) in the opposite order could deadlock with us.
    await enforcePlanLimit(tx, actor.organizationId, 'components_per_page', () =>
      countLiveComponents(tx, page.id),
    );
    await requirePageOfOrganization(tx, actor, page.id, { forUpdate: true });
    const placement = await listLivePlacement(tx, page.id);
    const component = await insertComponent(tx, {
      pageId: page.id,
      groupId,
      name: input.name.trim(),
      description: input.description ?? '',
      status: input.status ?? 'operational',
      position: placement.filter((row) => row.group_id === groupId).length,
      showUptime: input.show_uptime ?? true,
      onlyShowIfDegraded: input.only_show_if_degraded ?? false,
      startDate: input.start_date ?? null,
    });
    await insertStatusChange(tx, component.id, component.status);
    return component;
  });
}
