import type { VerbArgs } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { type Page, presentPage } from './present-page';
import { findPageSummary } from './repository';
import { requirePageOfOrganization } from './require-page';

export async function getPage({ ctx, actor, input }: VerbArgs<{ pageId: string }>): Promise<Page> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const summary = await findPageSummary(ctx.db, page.id);
  // Deleted between the two reads.
  if (!summary) throw notFound('Status page not found');
  return presentPage(ctx.config, summary);
}
