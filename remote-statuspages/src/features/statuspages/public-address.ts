import { paths } from '@statusdeck/shared';

/**
 * The page's public address as people read it: absolute (this console's origin), the slug encoded as a
 * browser would send it (a space is no part of an address), and "…" while there is no slug yet, since
 * "…page=%E2%80%A6" says nothing to a reader.
 */
export function publicAddressText(slug: string, origin = window.location.origin): string {
  return `${origin}${paths.publicPage()}?page=${slug === '' ? '…' : encodeURIComponent(slug)}`;
}
