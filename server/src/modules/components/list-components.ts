import type { VerbArgs } from '../../lib/actor';
import { requirePageOfOrganization } from '../pages/require-page';
import { type ComponentRow, listComponentsOfPage } from './repository';

export async function listComponents({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string; showDeleted: boolean }>): Promise<ComponentRow[]> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  return listComponentsOfPage(ctx.db, page.id, input.showDeleted);
}
