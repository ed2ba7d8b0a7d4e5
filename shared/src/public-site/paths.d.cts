// Types of paths.cjs (plain CommonJS so the built server requires it without a build step).
// `lang` is a public language code (contract.ts's PublicLanguage).

export declare const PUBLIC_ROOT: '/public-page';

export declare function withQuery(path: string, query: Record<string, string | null | undefined>): string;

/**
 * Where the public screens of one page live, as plain data (embedded in the page as JSON):
 * `{ slug }` the product's origin (`/public-page?page={slug}`); `{}` the standalone deployment's
 * default page (`/public-page`); `{ base: '' }` the page's custom domain (`/`, `/incident/{id}`).
 */
export type PublicLinkBase = { base?: string; slug?: string };

export interface PublicPagePaths {
  /** The status page; `lang` adds ?lang= (the language switcher without JavaScript). */
  page(lang?: string): string;
  incident(id: string, lang?: string): string;
  /** The full incident history; `cursor` pages back to older months. */
  history(cursor?: string | null, lang?: string): string;
  /** Where the subscribe button goes without JavaScript. */
  subscribe(lang?: string): string;
}

/** `language`: every screen's `lang` unless one is given (a mail's links). */
export declare function publicPagePaths(
  base?: PublicLinkBase,
  origin?: string,
  language?: string | null,
): PublicPagePaths;

export declare const FORMATS_ROOT: '/status';

export declare const FORMAT_FILES: {
  readonly rss: 'history.rss';
  readonly atom: 'history.atom';
  readonly calendar: 'maintenance.ics';
  readonly badge: 'badge.svg';
};

export declare const V2_ROOT: 'api/v2';

export interface PublicFormatPaths {
  rss(): string;
  atom(): string;
  /** The page's maintenance as an iCalendar feed. */
  calendar(): string;
  badge(): string;
  /** A Statuspage v2 document, e.g. `summary.json`. */
  v2(document: string): string;
  /** A private page's magic sign-in link: opening it signs the reader in on this host. */
  /** `lang` (a mail's): the page it leads to afterwards speaks it. */
  access(token: string, lang?: string | null): string;
}

export declare function publicFormatPaths(slug: string, origin?: string): PublicFormatPaths;

export declare const SUBSCRIPTION_SCREENS: {
  readonly subscribe: '/public-page/subscribe';
  readonly confirm: '/public-page/subscriptions/confirm';
  readonly manage: '/public-page/subscriptions/manage';
  readonly unsubscribe: '/public-page/subscriptions/unsubscribe';
};

export interface SubscriptionPaths {
  /** The page's subscribe screen, where its form posts. */
  subscribe(slug: string, lang?: string | null): string;
  /** The confirmation link: its button posts there (opening it confirms nothing). */
  confirm(token: string, slug?: string | null, lang?: string | null): string;
  manage(token: string, lang?: string | null): string;
  /** Also the List-Unsubscribe URL of the mails (RFC 8058 one-click posts to it). */
  unsubscribe(token: string, lang?: string | null): string;
}

export declare function subscriptionPaths(origin?: string, language?: string | null): SubscriptionPaths;

/** A page's own host under PAGES_DOMAIN: `<slug>.<PAGES_DOMAIN>`. */
export declare function pageSubdomain(slug: string, pagesDomain: string): string;

/**
 * What a host name (lower case, no port) is under PAGES_DOMAIN: null when not under it, '' for
 * PAGES_DOMAIN itself, else the part before `.<PAGES_DOMAIN>` (the caller checks it is a page's slug).
 */
export declare function pageSubdomainLabel(
  host: string,
  pagesDomain: string | null | undefined,
): string | null;

/** The page a best address is made for: its slug and its verified custom domain (null: none, or pending). */
export type AddressedPage = { slug: string; domain: string | null };

/** Where the product and its pages live: PUBLIC_URL (no trailing slash) and PAGES_DOMAIN (or null). */
export type SiteAddresses = { publicUrl: string; pagesDomain: string | null };

/** A page's best public address and every screen, format and subscription link under it. */
export interface PageAddress extends PublicPagePaths, PublicFormatPaths {
  /** `https://<domain>`, `https://<slug>.<PAGES_DOMAIN>` or PUBLIC_URL. */
  origin: string;
  /** The page itself (= page()): what the console shows as the page's address. */
  url: string;
  subscriptions: SubscriptionPaths;
}

/**
 * A page's best public address: its verified custom domain, else its subdomain of PAGES_DOMAIN (both
 * https), else PUBLIC_URL's `/public-page?page=<slug>`.
 */
export declare function pageAddress(
  page: AddressedPage,
  site: SiteAddresses,
  /** A mail's language: every screen and subscription link then carries it as `lang=`. */
  language?: string | null,
): PageAddress;

export declare const SUBSCRIBE_FORM_FIELDS: {
  readonly email: 'email';
  readonly scope: 'scope';
  readonly componentIds: 'component_ids';
  readonly channel: 'channel';
  readonly endpoint: 'endpoint';
};

export declare const UNSUBSCRIBE_FORM_FIELD: { readonly name: 'screen'; readonly value: 'unsubscribe' };
