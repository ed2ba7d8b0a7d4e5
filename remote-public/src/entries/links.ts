import { publicLinks as linksFrom } from '../features/public-page/public-links';
import type { PublicLinks } from './render-input';

/**
 * Where the public screens of one page live, as plain data (it is embedded in the page as JSON and
 * turned into the page app's `links` on each side):
 * - `{ slug }`: the product's own origin, `/public-page?page={slug}` (also the standalone deployment
 *   for a page other than its configured default);
 * - `{}`: the standalone deployment's default page, `/public-page`;
 * - `{ base: '' }`: the page's custom domain, `/` and `/incident/{id}`.
 */
export type PublicLinkBase = { base?: string; slug?: string };

export function publicLinks(base: PublicLinkBase): PublicLinks {
  return linksFrom(base);
}
