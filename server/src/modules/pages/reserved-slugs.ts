/**
 * Words that are never a page's slug: the product's own paths and names a visitor would take for the
 * product itself (api.…/status/api, /public-page?page=admin). The one list: page creation and renames
 * refuse them (400, `reserved_word`), derived slugs and the availability check skip them.
 */
// biome-ignore format: a word list reads best in rows
export const RESERVED_SLUG_WORDS: ReadonlySet<string> = new Set([
  'abuse', 'account', 'activate', 'admin', 'api', 'app', 'assets', 'auth', 'billing', 'blog', 'cdn',
  'dashboard', 'docs', 'email', 'health', 'help', 'hostmaster', 'invitation', 'locales', 'login', 'logout',
  'mail', 'postmaster', 'privacy', 'public', 'public-page', 'ready', 'register', 'remotes', 'reset-password',
  'root', 'security', 'settings', 'signin', 'signup', 'static', 'status', 'statusdeck', 'statuspages',
  'support', 'system', 'terms', 'v1', 'v2', 'webmaster', 'www',
]);

export const isReservedSlugWord = (slug: string): boolean => RESERVED_SLUG_WORDS.has(slug);

/** How long a released slug stays its organisation's alone. */
export const SLUG_RESERVATION_DAYS = 30;
