import type { PublicLanguage } from './types';

/**
 * Where the public page's links go. The same components run under /public-page?page=slug (the
 * product's own origin and the host), at the root of a custom domain, and in the standalone
 * deployment, so every href comes from here. Plain strings: the lean bundle has no router.
 */
export interface PublicLinks {
  /** The status page; `lang` adds ?lang= (the language switcher without JavaScript). */
  page(lang?: PublicLanguage): string;
  incident(id: string, lang?: PublicLanguage): string;
  /** The full incident history; `cursor` pages back to older months. */
  history(cursor?: string | null, lang?: PublicLanguage): string;
  /** Where the subscribe button goes without JavaScript. */
  subscribe(lang?: PublicLanguage): string;
}

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Links under a path prefix. `slug` set: the page is named by `?page=` (the product's origin and
 * the host: `/public-page?page=acme`); without it the origin itself names the page (a custom
 * domain with `base: ''`, or the standalone deployment).
 */
export function publicLinks({
  base = '/public-page',
  slug,
}: {
  base?: string;
  slug?: string;
} = {}): PublicLinks {
  const root = base === '' ? '/' : base;
  const under = (path: string) => `${base}/${path}`;
  return {
    page: (lang) => withQuery(root, { page: slug, lang }),
    incident: (id, lang) => withQuery(under(`incident/${encodeURIComponent(id)}`), { page: slug, lang }),
    history: (cursor, lang) => withQuery(under('history'), { page: slug, cursor, lang }),
    subscribe: (lang) => withQuery(under('subscribe'), { page: slug, lang }),
  };
}

/** The same links with `lang` filled in when the visitor chose another language than the page's. */
export function linksInLanguage(links: PublicLinks, lang: PublicLanguage | undefined): PublicLinks {
  if (!lang) return links;
  return {
    page: (l) => links.page(l ?? lang),
    incident: (id, l) => links.incident(id, l ?? lang),
    history: (cursor, l) => links.history(cursor, l ?? lang),
    subscribe: (l) => links.subscribe(l ?? lang),
  };
}
