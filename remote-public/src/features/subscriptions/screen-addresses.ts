/**
 * The subscription screens' own addresses on the product's origin, where their forms post without
 * JavaScript (server: public-render/subscription-routes.ts). With JavaScript the screens call the public
 * API instead; these are also the "try again" and "use another address" links of the no-JavaScript page.
 */
const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  return `${path}?${params}`;
};

/** The page's subscribe screen (`apiOrigin`: the product's origin when the page is served elsewhere). */
export const subscribeAction = (apiOrigin: string, slug: string, lang?: string) =>
  `${apiOrigin}${withQuery('/public-page/subscribe', { page: slug, lang })}`;

/** The confirmation link: its button posts there (opening it confirms nothing on the server). */
export const confirmAction = (token: string, slug?: string | null, lang?: string) =>
  withQuery('/public-page/subscriptions/confirm', { token, page: slug, lang });

export const manageAction = (token: string, lang?: string) =>
  withQuery('/public-page/subscriptions/manage', { token, lang });

/**
 * The unsubscribe link, also the List-Unsubscribe URL of the mails: the server tells the screen's form
 * post (UNSUBSCRIBE_FORM_FIELD) from a mail provider's RFC 8058 one-click post (List-Unsubscribe=One-Click)
 * to it: the form gets this screen back, the provider its JSON (subscribers/one-click-unsubscribe-routes.ts).
 */
export const unsubscribeAction = (token: string, lang?: string) =>
  withQuery('/public-page/subscriptions/unsubscribe', { token, lang });
export const UNSUBSCRIBE_FORM_FIELD = { name: 'screen', value: 'unsubscribe' } as const;
