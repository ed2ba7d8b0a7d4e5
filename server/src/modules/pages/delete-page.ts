import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { deletePageRow } from './repository';
import { requirePageOfOrganization } from './require-page';

/** Deletes the page and everything under it: components, groups, incidents, subscribers, images. */
export async function deletePage({ ctx, actor, input }: VerbArgs<{ pageId: string }>): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    await deletePageRow(tx, page.id);
  });
}
