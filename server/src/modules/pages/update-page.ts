import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { customDomainTaken, slugTaken, uniqueConflictOf } from './errors';
import { checkUploads, type PageUploads, replacePageImages } from './page-images';
import { normalizePageInput, type PageInput } from './page-input';
import { type Page, presentPage } from './present-page';
import { findCustomDomainOwner, findPageSummary, findSlugOwner, updatePageFields } from './repository';
import { requirePageOfOrganization } from './require-page';

export type UpdatePageInput = {
  pageId: string;
  changes: PageInput & { remove_logo?: boolean; remove_favicon?: boolean };
  files: PageUploads;
};

/**
 * Changes the fields given (absent fields stay), stores uploaded logo/favicon and removes them on request,
 * all in one transaction: a refused image or a taken slug leaves the page exactly as it was.
 */
export async function updatePage({ ctx, actor, input }: VerbArgs<UpdatePageInput>): Promise<Page> {
  const { remove_logo, remove_favicon, ...changes } = input.changes;
  const removals = { logo: remove_logo, favicon: remove_favicon };
  const fields = normalizePageInput(ctx.config, changes);
  try {
    return await withTransaction(ctx, async (tx) => {
      const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
      const uploads = checkUploads(input.files, removals);
      if (fields.slug !== undefined && fields.slug !== page.slug && (await findSlugOwner(tx, fields.slug))) {
        throw slugTaken();
      }
      const domain = fields.custom_domain;
      if (domain && domain !== page.custom_domain && (await findCustomDomainOwner(tx, domain))) {
        throw customDomainTaken();
      }
      const imageFields = await replacePageImages(tx, page, uploads, removals);
      await updatePageFields(tx, page.id, { ...fields, ...imageFields });
      const updated = await findPageSummary(tx, page.id);
      if (!updated) throw new Error('updated page not found');
      return presentPage(ctx.config, updated);
    });
  } catch (error) {
    throw uniqueConflictOf(error) ?? error;
  }
}
