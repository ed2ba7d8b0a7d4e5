import type { VerbArgs } from '../../lib/actor';
import { type Page, presentPage } from './present-page';
import { listPagesOfOrganization } from './repository';

export async function listPages({ ctx, actor }: VerbArgs): Promise<Page[]> {
  const rows = await listPagesOfOrganization(ctx.db, actor.organizationId);
  return rows.map((row) => presentPage(ctx.config, row));
}
