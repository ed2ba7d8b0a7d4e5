/**
 * A page's best public address on the server: the shared rule (pageAddress in
 * shared/src/public-site/paths.cjs — verified custom domain, else `<slug>.<PAGES_DOMAIN>`, else PUBLIC_URL
 * by slug) fed from what the server has at hand, a page row or a public snapshot's page.
 */
import { type PageAddress, pageAddress } from '@statusdeck/shared/public-site/paths';
import type { Config } from '../../config';
import type { PageRow } from './repository';

export type { PageAddress } from '@statusdeck/shared/public-site/paths';

/** What the address depends on in the configuration. */
export type AddressConfig = Pick<Config, 'publicUrl' | 'pagesDomain'>;

/** The row's custom domain once verified; null without one or while it is pending (it does not route). */
export const verifiedDomainOf = (page: Pick<PageRow, 'custom_domain' | 'custom_domain_status'>) =>
  page.custom_domain_status === 'verified' ? page.custom_domain : null;

/**
 * The best address of a page row (its verified custom domain counts, a pending one does not). `language`
 * (a mail's) makes every screen and subscription link under it open in that language.
 */
export const addressOfPage = (
  config: AddressConfig,
  page: Pick<PageRow, 'slug' | 'custom_domain' | 'custom_domain_status'>,
  language?: string | null,
): PageAddress => pageAddress({ slug: page.slug, domain: verifiedDomainOf(page) }, siteOf(config), language);

/** The best address of a public snapshot's page, whose `custom_domain` is the verified one or null. */
export const addressOfPublicPage = (
  config: AddressConfig,
  page: { slug: string; custom_domain: string | null },
  language?: string | null,
): PageAddress => pageAddress({ slug: page.slug, domain: page.custom_domain }, siteOf(config), language);

const siteOf = (config: AddressConfig) => ({ publicUrl: config.publicUrl, pagesDomain: config.pagesDomain });
