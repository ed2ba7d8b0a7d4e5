import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { insertStarterTemplates } from '../incident-templates/starter-templates';
import { enforcePlanLimit } from '../plans/enforce-limit';
import { chooseFreeSlug } from './choose-slug';
import { uniqueConflictOf } from './errors';
import { normalizePageInput, type PageInput } from './page-input';
import { type Page, presentPage } from './present-page';
import { claimReleasedSlug } from './released-slugs-repository';
import { countPagesOfOrganization, findPageSummary, insertPage } from './repository';
import { assertSlugAllowed } from './slug-rules';

// A derived slug taken by a concurrent create between our check and our insert is derived again.
const DERIVED_SLUG_TRIES = 3;

/**
 * Creates a status page in the actor's organisation within its plan's page limit. An explicit slug that is
 * not allowed is refused (slug-rules.ts: 400 for a product word, 409 slug_taken or slug_reserved); a slug
 * derived from the name gets a short suffix instead.
 */
export async function createPage({
  ctx,
  actor,
  input,
}: VerbArgs<PageInput & { name: string }>): Promise<Page> {
  const fields = normalizePageInput(ctx.config, input);
  const name = fields.name ?? input.name;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTransaction(ctx, async (tx) => {
        await enforcePlanLimit(tx, actor.organizationId, 'pages', () =>
          countPagesOfOrganization(tx, actor.organizationId),
        );
        if (fields.slug !== undefined) await assertSlugAllowed(tx, actor.organizationId, fields.slug);
        const slug = fields.slug ?? (await chooseFreeSlug(tx, actor.organizationId, name));
        const row = await insertPage(tx, { ...fields, organizationId: actor.organizationId, name, slug });
        await claimReleasedSlug(tx, slug);
        await insertStarterTemplates(tx, row.id, row.default_language);
        const page = await findPageSummary(tx, row.id);
        if (!page) throw new Error('created page not found');
        return presentPage(ctx.config, page);
      });
    } catch (error) {
      const conflict = uniqueConflictOf(error);
      if (!conflict) throw error;
      const retry =
        conflict.code === 'slug_taken' && fields.slug === undefined && attempt < DERIVED_SLUG_TRIES;
      if (!retry) throw conflict;
    }
  }
}
