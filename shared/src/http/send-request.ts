import i18next from 'i18next';
import { isApiUrl, resolveUrl } from './configure-api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SendOptions = {
  method?: HttpMethod;
  /** Plain values are sent as JSON; FormData is sent as is (multipart). */
  body?: unknown;
  bearer?: string | null;
  signal?: AbortSignal;
};

/** The only place shared calls fetch: cookies included, JSON in and out. */
export function sendRequest(path: string, options: SendOptions = {}): Promise<Response> {
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
  const language = i18next.isInitialized ? i18next.language : undefined;
  if (language && isApiUrl(path)) headers['Accept-Language'] = language;
  return fetch(resolveUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

/** 204 and empty bodies read as undefined; anything else as JSON. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
