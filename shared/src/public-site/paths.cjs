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
 * and feeds); '' keeps them relative. `language` (a mail's) is every screen's `lang` unless one is given,
 * so a link opens in the language of the text it is in.
 */
function publicPagePaths({ base = PUBLIC_ROOT, slug } = {}, origin = '', language = null) {
  const under = (path) => `${origin}${base}/${path}`;
  return {
    page: (lang = language) => withQuery(`${origin}${base === '' ? '/' : base}`, { page: slug, lang }),
    incident: (id, lang = language) =>
      withQuery(under(`incident/${encodeURIComponent(id)}`), { page: slug, lang }),
    history: (cursor, lang = language) => withQuery(under('history'), { page: slug, cursor, lang }),
    subscribe: (lang = language) => withQuery(under('subscribe'), { page: slug, lang }),
  };
}

/** Where the product serves a page's formats, by slug, on any host of its (a custom domain's too). */
const FORMATS_ROOT = '/status';
/** The formats' file names, under FORMATS_ROOT/{slug}/ and at a custom domain's root. */
const FORMAT_FILES = Object.freeze({
  rss: 'history.rss',
  atom: 'history.atom',
  calendar: 'maintenance.ics',
  badge: 'badge.svg',
});

/** Where the Statuspage v2 documents live, under FORMATS_ROOT/{slug}/ and at a page host's root. */
const V2_ROOT = 'api/v2';

/**
 * A page's feeds and calendar. `origin` prefixes them: the product's PUBLIC_URL in feeds, the standalone
 * deployment's API origin on its page, '' on a page the product serves itself.
 */
function publicFormatPaths(slug, origin = '') {
  return formatPathsUnder(`${origin}${FORMATS_ROOT}/${encodeURIComponent(slug)}`);
}

/** The formats under `root` (no trailing slash): FORMATS_ROOT/{slug} on the product, or a page host's origin. */
function formatPathsUnder(root) {
  const at = (file) => `${root}/${file}`;
  return {
    rss: () => at(FORMAT_FILES.rss),
    atom: () => at(FORMAT_FILES.atom),
    calendar: () => at(FORMAT_FILES.calendar),
    badge: () => at(FORMAT_FILES.badge),
    v2: (document) => at(`${V2_ROOT}/${document}`),
    /** A private page's magic sign-in link: opening it signs the reader in on this host, then shows the page in `lang`. */
    access: (token, lang) => withQuery(at(`access/${encodeURIComponent(token)}`), { lang }),
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
 * readers take `?token=`. `language` is every screen's `lang` unless one is given.
 */
function subscriptionPaths(origin = '', language = null) {
  const at = (screen, query) => withQuery(`${origin}${SUBSCRIPTION_SCREENS[screen]}`, query);
  return {
    subscribe: (slug, lang = language) => at('subscribe', { page: slug, lang }),
    confirm: (token, slug, lang = language) => at('confirm', { token, page: slug, lang }),
    manage: (token, lang = language) => at('manage', { token, lang }),
    unsubscribe: (token, lang = language) => at('unsubscribe', { token, lang }),
  };
}

/** A page's own host under PAGES_DOMAIN: `<slug>.<PAGES_DOMAIN>`. */
function pageSubdomain(slug, pagesDomain) {
  return `${slug}.${pagesDomain}`;
}

/**
 * What a host name (lower case, no port) is under PAGES_DOMAIN: null when it is not under it, else the
 * part before `.<PAGES_DOMAIN>` — '' for PAGES_DOMAIN itself, which is no page; the caller checks that
 * the rest is a page's slug (one label, not a reserved word).
 */
function pageSubdomainLabel(host, pagesDomain) {
  if (!pagesDomain) return null;
  if (host === pagesDomain) return '';
  return host.endsWith(`.${pagesDomain}`) ? host.slice(0, -(pagesDomain.length + 1)) : null;
}

/**
 * A page's best public address — the one place every link to a page (mails, webhooks and chats, feeds,
 * the calendar, v2 documents, canonical links, the console's `address`) chooses it:
 *   its verified custom domain           → https://<domain>/, its screens and formats at that root;
 *   else, with PAGES_DOMAIN, its subdomain → https://<slug>.<PAGES_DOMAIN>/, likewise;
 *   else                                  → <PUBLIC_URL>/public-page?page=<slug>, formats under /status/<slug>/.
 * Custom domains and subdomains are https whatever PUBLIC_URL's scheme: the proxy in front (Caddy)
 * terminates TLS for them. `page.domain` is the page's verified custom domain or null (never a pending one).
 * `language` (set for the links of a mail) adds `lang=` to every screen and subscription link, so each opens
 * in the mail's language; without it (the console, feeds, canonical links) the links name none.
 */
function pageAddress({ slug, domain }, { publicUrl, pagesDomain }, language = null) {
  const host = domain || (pagesDomain ? pageSubdomain(slug, pagesDomain) : null);
  const origin = host ? `https://${host}` : publicUrl;
  const screens = publicPagePaths(host ? { base: '' } : { slug }, origin, language);
  const formats = host ? formatPathsUnder(origin) : publicFormatPaths(slug, origin);
  return {
    origin,
    url: screens.page(),
    ...screens,
    ...formats,
    access: (token, lang = language) => formats.access(token, lang),
    subscriptions: subscriptionPaths(origin, language),
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
  V2_ROOT,
  publicFormatPaths,
  pageSubdomain,
  pageSubdomainLabel,
  pageAddress,
  SUBSCRIPTION_SCREENS,
  subscriptionPaths,
  SUBSCRIBE_FORM_FIELDS,
  UNSUBSCRIBE_FORM_FIELD,
};
