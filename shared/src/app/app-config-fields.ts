/** Where the deploy's configuration is served, beside the host's page. */
export const APP_CONFIG_PATH = '/app-config.json';

/** A quote the operator chose for the sign-in panel, shown as written; author and role may be absent. */
export type SignInQuote = { text: string; author: string | null; role: string | null };

/**
 * Deploy-time configuration served at `/app-config.json`: the API base URL, each remote's
 * `mf-manifest.json` URL (so one build runs on any origin, each remote possibly on its own), where the
 * Terms of Service and the Privacy Policy are, and the sign-in panel's quote (null: the product's own line).
 */
export type AppConfig = {
  apiBase: string;
  remotes: Record<string, string>;
  /** A path is the API server's (resolved against apiBase where it is linked), a URL the operator's own. */
  termsUrl: string;
  privacyUrl: string;
  signInQuote: SignInQuote | null;
};

/** The API on this origin, serving the product's default legal pages, no quote of the operator's. */
export const SAME_ORIGIN_CONFIG: AppConfig = {
  apiBase: '',
  remotes: {},
  termsUrl: '/terms',
  privacyUrl: '/privacy',
  signInQuote: null,
};

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function quoteOf(value: unknown): SignInQuote | null {
  if (typeof value !== 'object' || value === null) return null;
  const { text, author, role } = value as Record<string, unknown>;
  if (!nonEmpty(text)) return null;
  return { text, author: nonEmpty(author) ? author : null, role: nonEmpty(role) ? role : null };
}

/** `/app-config.json`'s answer over `defaults`: a missing or malformed field keeps the default. */
export function parseAppConfig(body: unknown, defaults: AppConfig): AppConfig {
  if (typeof body !== 'object' || body === null) return defaults;
  const { apiBase, remotes, termsUrl, privacyUrl, signInQuote } = body as Partial<
    Record<keyof AppConfig, unknown>
  >;
  return {
    apiBase: typeof apiBase === 'string' ? apiBase : defaults.apiBase,
    remotes: { ...defaults.remotes, ...(isStringRecord(remotes) ? remotes : {}) },
    termsUrl: nonEmpty(termsUrl) ? termsUrl : defaults.termsUrl,
    privacyUrl: nonEmpty(privacyUrl) ? privacyUrl : defaults.privacyUrl,
    signInQuote: signInQuote === undefined ? defaults.signInQuote : quoteOf(signInQuote),
  };
}
