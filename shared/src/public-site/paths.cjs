'use strict';
/*
 * The public site's addresses and form fields: the one place the server (mail links, feeds, redirects,
 * routes), the lean public bundle and the console spell them. Plain CommonJS without dependencies, so
 * the built server requires it as it is (no build step of its own) and the lean bundle stays small;
 * its types are in paths.d.cts.
 */

/** Where the public site lives on the product's own origin. */
const PUBLIC_ROOT = '/public-page';

/** `path?query`, leaving out empty values (and the `?` when nothing is left). */
function withQuery(path, query) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The screens of one page. `slug` set: the page is named by `?page=` (the product's origin and the
 * host); without it the origin itself names the page (a custom domain with `base: ''`, or the
 * standalone deployment's default page). `origin` prefixes every address (absolute links in mails
 * and feeds); '' keeps them relative.
 */
function publicPagePaths({ base = PUBLIC_ROOT, slug } = {}, origin = '') {
  const under = (path) => `${origin}${base}/${path}`;
  return {
    page: (lang) => withQuery(`${origin}${base === '' ? '/' : base}`, { page: slug, lang }),
    incident: (id, lang) => withQuery(under(`incident/${encodeURIComponent(id)}`), { page: slug, lang }),
    history: (cursor, lang) => withQuery(under('history'), { page: slug, cursor, lang }),
    subscribe: (lang) => withQuery(under('subscribe'), { page: slug, lang }),
  };
}

/** Where the product serves a page's formats, by slug, on any host of its (a custom domain's too). */
const FORMATS_ROOT = '/status';
/** The formats' file names, under FORMATS_ROOT/{slug}/ and at a custom domain's root. */
const FORMAT_FILES = Object.freeze({
  rss: 'history.rss',
  atom: 'history.atom',
  calendar: 'maintenance.ics',
});

/**
 * A page's feeds and calendar. `origin` prefixes them: the product's PUBLIC_URL in feeds, the standalone
 * deployment's API origin on its page, '' on a page the product serves itself.
 */
function publicFormatPaths(slug, origin = '') {
  const at = (file) => `${origin}${FORMATS_ROOT}/${encodeURIComponent(slug)}/${file}`;
  return {
    rss: () => at(FORMAT_FILES.rss),
    atom: () => at(FORMAT_FILES.atom),
    calendar: () => at(FORMAT_FILES.calendar),
  };
}

/**
 * The subscription screens' paths, which live on the product's origin only (their forms post there
 * without JavaScript); the server registers its routes at them.
 */
const SUBSCRIPTION_SCREENS = Object.freeze({
  subscribe: `${PUBLIC_ROOT}/subscribe`,
  confirm: `${PUBLIC_ROOT}/subscriptions/confirm`,
  manage: `${PUBLIC_ROOT}/subscriptions/manage`,
  unsubscribe: `${PUBLIC_ROOT}/subscriptions/unsubscribe`,
});

/**
 * The subscription screens' addresses. The token stays first: the one-click route and the mails'
 * readers take `?token=`.
 */
function subscriptionPaths(origin = '') {
  const at = (screen, query) => withQuery(`${origin}${SUBSCRIPTION_SCREENS[screen]}`, query);
  return {
    subscribe: (slug, lang) => at('subscribe', { page: slug, lang }),
    confirm: (token, slug, lang) => at('confirm', { token, page: slug, lang }),
    manage: (token, lang) => at('manage', { token, lang }),
    unsubscribe: (token, lang) => at('unsubscribe', { token, lang }),
  };
}

/** The subscribe form's fields, posted by a browser without JavaScript and read by the server. */
const SUBSCRIBE_FORM_FIELDS = Object.freeze({
  email: 'email',
  /** `all` or `chosen`. */
  scope: 'scope',
  /** The chosen components, one value each. */
  componentIds: 'component_ids',
  /** `email` (the default) or `webhook`. */
  channel: 'channel',
  /** A webhook's https URL, `email` being its contact. */
  endpoint: 'endpoint',
});

/**
 * The hidden field of the unsubscribe screen's own form. Its address is also the mails' RFC 8058
 * one-click URL, so the server tells the screen's post from a mail provider's by this field.
 */
const UNSUBSCRIBE_FORM_FIELD = Object.freeze({ name: 'screen', value: 'unsubscribe' });

module.exports = {
  PUBLIC_ROOT,
  withQuery,
  publicPagePaths,
  FORMATS_ROOT,
  FORMAT_FILES,
  publicFormatPaths,
  SUBSCRIPTION_SCREENS,
  subscriptionPaths,
  SUBSCRIBE_FORM_FIELDS,
  UNSUBSCRIBE_FORM_FIELD,
};
