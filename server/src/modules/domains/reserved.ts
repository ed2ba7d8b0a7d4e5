import type { Config } from '../../config';

/** Whether `name` is `base` itself or one of its subdomains (both lower-case host names). */
const isWithin = (name: string, base: string) => name === base || name.endsWith(`.${base}`);

/**
 * The one rule for which domains no page may claim: the product's own host (PUBLIC_URL's) and PAGES_DOMAIN,
 * with every subdomain of either. A page there would answer in the product's place (its sign-in, another
 * page's subdomain), so neither setting nor verifying such a domain is allowed. `domain` is lower-case.
 */
export function isReservedDomain(config: Pick<Config, 'publicUrl' | 'pagesDomain'>, domain: string): boolean {
  const name = domain.toLowerCase().replace(/\.$/, '');
  const own = new URL(config.publicUrl).hostname.toLowerCase();
  if (isWithin(name, own)) return true;
  return config.pagesDomain !== null && isWithin(name, config.pagesDomain);
}
