import type { VerbArgs } from '../../lib/actor';
import { chooseFreeSlug } from './choose-slug';
import { isSlug } from './slug';
import { type SlugRefusal, slugRefusal } from './slug-rules';

export type SlugAvailability = {
  slug: string;
  available: boolean;
  reason?: 'invalid' | SlugRefusal;
  suggestion?: string;
};

/**
 * The add and settings screens' live check. A page's own slug is available to it (`pageId`, only for a page
 * of the actor's organisation), and so is a slug its organisation released; a product word, another page's
 * slug or one another organisation released recently is not (slugs are public addresses, unique across the
 * product).
 */
export async function checkSlugAvailability({
  ctx,
  actor,
  input,
}: VerbArgs<{ slug: string; pageId?: string }>): Promise<SlugAvailability> {
  const { slug, pageId } = input;
  const reason = isSlug(slug) ? await slugRefusal(ctx.db, actor.organizationId, slug, pageId) : 'invalid';
  if (reason === null) return { slug, available: true };
  return {
    slug,
    available: false,
    reason,
    suggestion: await chooseFreeSlug(ctx.db, actor.organizationId, slug),
  };
}
