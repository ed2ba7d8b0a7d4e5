import { readOfOrganization } from '../../db/organization-reads';
import type { VerbArgs } from '../../lib/actor';
import { type Page, presentPage } from './present-page';
import { listPagesOfOrganization } from './repository';

/** The organisation's pages with their summaries; remembered while current (db/organization-reads.ts). */
export async function listPages({ ctx, actor }: VerbArgs): Promise<Page[]> {
  return readOfOrganization(ctx.reads, actor.organizationId, 'pages', async () => {
    const rows = await listPagesOfOrganization(ctx.db, actor.organizationId);
    return rows.map((row) => presentPage(ctx.config, row));
  });
}
