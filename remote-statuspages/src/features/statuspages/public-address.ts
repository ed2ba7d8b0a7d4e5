import { paths } from '@statusdeck/shared';

/**
 * The page's public address as people read it: absolute (this console's origin) and with the slug
 * as typed. paths.publicPage() percent-encodes it for links; "…page=%E2%80%A6" says nothing to a reader.
 */
export function publicAddressText(slug: string, origin = window.location.origin): string {
  return `${origin}${paths.publicPage()}?page=${slug}`;
}
