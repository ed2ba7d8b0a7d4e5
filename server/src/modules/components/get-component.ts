import type { VerbArgs } from '../../lib/actor';
import { requirePageOfOrganization } from '../pages/require-page';
import type { ComponentRow } from './repository';
import { requireComponentOfPage } from './require-component';

export async function getComponent({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string; id: string }>): Promise<ComponentRow> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  return requireComponentOfPage(ctx.db, page.id, input.id);
}
