import { isTimeZone } from '@statusdeck/shared/time';
import type { Config } from '../../config';
import { isReservedDomain } from '../domains/reserved';
import { domainReserved, invalidValue } from './errors';
import type { PageFields, PageRow } from './repository';

/** The editable fields as the schemas (page-fields.ts) have already checked them. */
export type PageInput = {
  name?: string;
  slug?: string;
  description?: string;
  website_url?: string | null;
  support_url?: string | null;
  time_zone?: string;
  default_language?: PageRow['default_language'];
  allow_subscribers?: boolean;
  published?: boolean;
  custom_domain?: string | null;
  brand_color?: string;
  theme?: PageRow['theme'];
};

/**
 * Schema-valid input → the values stored: names trimmed, colours and domains lowercase (so "Status.Example.com"
 * and "status.example.com" are one domain), and the rules a schema cannot state: the time zone is one this
 * server knows, and the custom domain is not one the product keeps for itself (domains/reserved.ts).
 */
export function normalizePageInput(
  config: Pick<Config, 'publicUrl' | 'pagesDomain'>,
  input: PageInput,
): Partial<PageFields> {
  if (input.time_zone !== undefined && !isTimeZone(input.time_zone)) {
    throw invalidValue('time_zone', 'must be an IANA time zone such as Europe/Berlin or UTC');
  }
  const { name, brand_color, custom_domain, ...rest } = input;
  const domain = custom_domain?.toLowerCase();
  // A page answering on the product's own host or under PAGES_DOMAIN would answer in the product's place.
  if (domain && isReservedDomain(config, domain)) throw domainReserved();
  return {
    ...rest,
    ...(name !== undefined ? { name: name.trim() } : {}),
    ...(brand_color !== undefined ? { brand_color: brand_color.toLowerCase() } : {}),
    ...(custom_domain !== undefined ? { custom_domain: domain ?? null } : {}),
  };
}
