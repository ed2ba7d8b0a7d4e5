import type { Queryable } from '../../db/db';
import { slugReserved, slugReservedWord, slugTaken } from './errors';
import { findSlugReservation } from './released-slugs-repository';
import { findSlugOwner } from './repository';
import { isReservedSlugWord } from './reserved-slugs';

/** Why a well-formed slug cannot be a page's: a product word, another page's, or reserved for another organisation. */
export type SlugRefusal = 'reserved_word' | 'taken' | 'reserved';

/**
 * Whether the organisation's page `pageId` (absent: a page being created) may have `slug`. Its own slug is
 * its own; a slug its organisation released is its to take back; anyone else's released slug is not.
 */
export async function slugRefusal(
  db: Queryable,
  organizationId: string,
  slug: string,
  pageId?: string,
): Promise<SlugRefusal | null> {
  if (isReservedSlugWord(slug)) return 'reserved_word';
  const owner = await findSlugOwner(db, slug);
  if (owner) return owner.id === pageId && owner.organization_id === organizationId ? null : 'taken';
  const reservation = await findSlugReservation(db, slug);
  return reservation && reservation.organization_id !== organizationId ? 'reserved' : null;
}

/** As slugRefusal, thrown: 400 for a product word, 409 slug_taken or slug_reserved (which names nobody). */
export async function assertSlugAllowed(
  db: Queryable,
  organizationId: string,
  slug: string,
  pageId?: string,
): Promise<void> {
  const refusal = await slugRefusal(db, organizationId, slug, pageId);
  if (refusal === 'reserved_word') throw slugReservedWord();
  if (refusal === 'taken') throw slugTaken();
  if (refusal === 'reserved') throw slugReserved();
}
