import type { VerbArgs } from '../../lib/actor';
import { chooseFreeSlug } from './choose-slug';
import { findSlugOwner } from './repository';
import { isSlug } from './slug';

export type SlugAvailability = {
  slug: string;
  available: boolean;
  reason?: 'invalid' | 'taken';
  suggestion?: string;
};

/**
 * The add and settings screens' live check. A page's own slug is available to it (`pageId`, only for a page
 * of the actor's organisation); otherwise any page holding the slug makes it taken, since slugs are public
 * addresses unique across the product.
 */
export async function checkSlugAvailability({
  ctx,
  actor,
  input,
}: VerbArgs<{ slug: string; pageId?: string }>): Promise<SlugAvailability> {
  const { slug, pageId } = input;
  if (!isSlug(slug)) {
    return { slug, available: false, reason: 'invalid', suggestion: await chooseFreeSlug(ctx.db, slug) };
  }
  const owner = await findSlugOwner(ctx.db, slug);
  const own = owner?.id === pageId && owner?.organization_id === actor.organizationId;
  if (!owner || own) return { slug, available: true };
  return { slug, available: false, reason: 'taken', suggestion: await chooseFreeSlug(ctx.db, slug) };
}
