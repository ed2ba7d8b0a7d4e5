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

export declare function publicPagePaths(base?: PublicLinkBase, origin?: string): PublicPagePaths;

export declare const FORMATS_ROOT: '/status';

export declare const FORMAT_FILES: {
  readonly rss: 'history.rss';
  readonly atom: 'history.atom';
  readonly calendar: 'maintenance.ics';
};

export interface PublicFormatPaths {
  rss(): string;
  atom(): string;
  /** The page's maintenance as an iCalendar feed. */
  calendar(): string;
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

export declare function subscriptionPaths(origin?: string): SubscriptionPaths;

export declare const SUBSCRIBE_FORM_FIELDS: {
  readonly email: 'email';
  readonly scope: 'scope';
  readonly componentIds: 'component_ids';
  readonly channel: 'channel';
  readonly endpoint: 'endpoint';
};

export declare const UNSUBSCRIBE_FORM_FIELD: { readonly name: 'screen'; readonly value: 'unsubscribe' };
