import { isApiUrl, resolveUrl } from './configure-api';
import type { SendOptions } from './send-request';

/** The request itself: cookies included, JSON in, the token to the API only, the UI's language if known. */
export function fetchRequest(path: string, options: SendOptions, language?: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  // Tokens go to the API only, never to another origin named by an absolute URL.
  if (options.bearer && isApiUrl(path)) headers.Authorization = `Bearer ${options.bearer}`;
  // The server words the messages the screens show as is (e.g. 401 invalid_password) in the UI language.
  if (language && isApiUrl(path)) headers['Accept-Language'] = language;
  return fetch(resolveUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}
