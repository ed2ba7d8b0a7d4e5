import type { Queryable } from '../../db/db';
import { slugify, withRandomSuffix } from './slug';
import { slugRefusal } from './slug-rules';

const ATTEMPTS = 5;

/**
 * A slug close to `wanted` (a name or a slug) that the organisation's new page may take: the slugified text
 * itself if allowed, else with a short random suffix ("status" → "status-k3x9"); a name with nothing to
 * transliterate gives "page-xxxx". A concurrent create may still take it first: the unique index has the
 * last word (create-page.ts).
 */
export async function chooseFreeSlug(db: Queryable, organizationId: string, wanted: string): Promise<string> {
  const base = slugify(wanted);
  let candidate = base || withRandomSuffix('page');
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if ((await slugRefusal(db, organizationId, candidate)) === null) return candidate;
    candidate = withRandomSuffix(base);
  }
  return candidate;
}
