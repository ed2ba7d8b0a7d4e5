import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { type AccessInput, applyAccessChanges } from '../page-access/access-settings';
import { uniqueConflictOf } from './errors';
import { checkUploads, type PageUploads, replacePageImages } from './page-images';
import { normalizePageInput, type PageInput } from './page-input';
import { type Page, presentPage } from './present-page';
import { claimReleasedSlug, releaseSlug } from './released-slugs-repository';
import { findPageSummary, updatePageFields } from './repository';
import { requirePageOfOrganization } from './require-page';
import { assertSlugAllowed } from './slug-rules';

export type UpdatePageInput = {
  pageId: string;
  changes: PageInput & AccessInput & { remove_logo?: boolean; remove_favicon?: boolean };
  files: PageUploads;
};

/**
 * Changes the fields given (absent fields stay), stores uploaded logo/favicon and removes them on request,
 * all in one transaction: a refused image or a taken slug leaves the page exactly as it was. A new slug
 * releases the old one, reserved for the organisation and redirecting to the page (released_slugs).
 */
export async function updatePage({ ctx, actor, input }: VerbArgs<UpdatePageInput>): Promise<Page> {
  const { remove_logo, remove_favicon, access, access_password, access_email_domains, ...changes } =
    input.changes;
  const removals = { logo: remove_logo, favicon: remove_favicon };
  const fields = normalizePageInput(ctx.config, changes);
  try {
    return await withTransaction(ctx, async (tx) => {
      const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
      const uploads = checkUploads(input.files, removals);
      const newSlug = fields.slug !== undefined && fields.slug !== page.slug ? fields.slug : null;
      if (newSlug) await assertSlugAllowed(tx, actor.organizationId, newSlug, page.id);
      await applyAccessChanges(tx, actor, page, { access, access_password, access_email_domains });
      const imageFields = await replacePageImages(tx, page, uploads, removals);
      await updatePageFields(tx, page.id, { ...fields, ...imageFields });
      if (newSlug) {
        await claimReleasedSlug(tx, newSlug);
        await releaseSlug(tx, { slug: page.slug, organizationId: actor.organizationId, pageId: page.id });
      }
      const updated = await findPageSummary(tx, page.id);
      if (!updated) throw new Error('updated page not found');
      return presentPage(ctx.config, updated);
    });
  } catch (error) {
    throw uniqueConflictOf(error) ?? error;
  }
}
