import { setConfiguredNavigate } from './navigation';

export type ApiOptions = { baseUrl?: string; navigate?: (to: string) => void };

let baseUrl = '';

/** Called once at bootstrap; shared never reads the environment itself. */
export function configureApi(options: ApiOptions): void {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (options.navigate !== undefined) setConfiguredNavigate(options.navigate);
}

export function getBaseUrl(): string {
  return baseUrl;
}

/** Absolute URLs pass through; paths are prefixed with the configured base URL. */
export function resolveUrl(path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${baseUrl}${path}`;
}
