import { setConfiguredNavigate } from './navigation';

export type ApiOptions = { baseUrl?: string; navigate?: (to: string) => void };

let baseUrl = '';

/** Called once at bootstrap; shared never reads the environment itself. */
export function configureApi(options: ApiOptions): void {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (options.navigate !== undefined) setConfiguredNavigate(options.navigate);
}

/** A scheme (`https:`) or protocol-relative `//host` start names another place than a path. */
function isAbsolute(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/** Absolute URLs pass through; paths are prefixed with the configured base URL. */
export function resolveUrl(path: string): string {
  return isAbsolute(path) ? path : `${baseUrl}${path}`;
}

/**
 * Whether a request goes to the API, so may carry its tokens: a path, or a URL under the
 * configured base URL (up to a `/`, `?` or `#`, so `https://api.example.com.evil` is not).
 */
export function isApiUrl(path: string): boolean {
  if (!isAbsolute(path)) return true;
  if (!isAbsolute(baseUrl)) return false;
  const rest = path.slice(baseUrl.length);
  return path.toLowerCase().startsWith(baseUrl.toLowerCase()) && /^([/?#]|$)/.test(rest);
}
