import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { releaseSlug } from './released-slugs-repository';
import { deletePageRow } from './repository';
import { requirePageOfOrganization } from './require-page';

/**
 * Deletes the page and everything under it: components, groups, incidents, subscribers, images. Its slug
 * stays reserved for the organisation for a while (no redirect: there is no page to go to).
 */
export async function deletePage({ ctx, actor, input }: VerbArgs<{ pageId: string }>): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    await releaseSlug(tx, { slug: page.slug, organizationId: actor.organizationId, pageId: page.id });
    await deletePageRow(tx, page.id);
  });
}
