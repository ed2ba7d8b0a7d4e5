import type { Queryable } from '../../db/db';
import { findSlugOwner } from './repository';
import { slugify, withRandomSuffix } from './slug';

const ATTEMPTS = 5;

/**
 * A free slug close to `wanted` (a name or a slug): the slugified text itself if free, else with a short
 * random suffix ("status" → "status-k3x9"); a name with nothing to transliterate gives "page-xxxx".
 * A concurrent create may still take it first: the unique index has the last word (create-page.ts).
 */
export async function chooseFreeSlug(db: Queryable, wanted: string): Promise<string> {
  const base = slugify(wanted);
  let candidate = base || withRandomSuffix('page');
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (!(await findSlugOwner(db, candidate))) return candidate;
    candidate = withRandomSuffix(base);
  }
  return candidate;
}
