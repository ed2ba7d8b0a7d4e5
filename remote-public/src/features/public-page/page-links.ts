import type { PublicPagePaths } from '@statusdeck/shared/public-site/paths';
import type { PublicLanguage } from './types';

/**
 * Where the public page's links go. The same components run under /public-page?page=slug (the
 * product's own origin and the host), at the root of a custom domain, and in the standalone
 * deployment, so every href comes from the shared path builder. Plain strings: the lean bundle has
 * no router.
 */
export type PublicLinks = PublicPagePaths;

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
