import type { VerbArgs } from '../../lib/actor';
import { listPagesOfOrganization, type PageRow } from './repository';

export async function listPages({ ctx, actor }: VerbArgs): Promise<PageRow[]> {
  return listPagesOfOrganization(ctx.db, actor.organizationId);
}
