import type { VerbArgs } from '../../lib/actor';
import { requirePageOfOrganization } from '../pages/require-page';
import { listGroupsOfPage } from './repository';
import { requireGroupOfPage } from './require-group';
import { type GroupWithMembers, oneWithMembers, withMembers } from './with-members';

export async function listGroups({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string }>): Promise<GroupWithMembers[]> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  return withMembers(ctx.db, page.id, await listGroupsOfPage(ctx.db, page.id));
}

export async function getGroup({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string; id: string }>): Promise<GroupWithMembers> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  return oneWithMembers(ctx.db, await requireGroupOfPage(ctx.db, page.id, input.id));
}
