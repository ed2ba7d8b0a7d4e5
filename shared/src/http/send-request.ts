import i18next from 'i18next';
import { isApiUrl, resolveUrl } from './configure-api';
import { answerEarlyOr, forgetEarlyReads } from './early-reads';
import { fetchRequest } from './fetch-request';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SendOptions = {
  method?: HttpMethod;
  /** Plain values are sent as JSON; FormData is sent as is (multipart). */
  body?: unknown;
  bearer?: string | null;
  signal?: AbortSignal;
};

/**
 * The only place shared calls fetch (through fetch-request.ts): cookies included, JSON in and out. The
 * first GET of a URL the page read early with the same token (start-early.ts) takes that answer; any other
 * method forgets the early reads, which its write may have made stale.
 */
export function sendRequest(path: string, options: SendOptions = {}): Promise<Response> {
  const language = i18next.isInitialized ? i18next.language : undefined;
  const send = () => fetchRequest(path, options, language);
  if ((options.method ?? 'GET') !== 'GET') {
    forgetEarlyReads();
    return send();
  }
  const bearer = options.bearer && isApiUrl(path) ? options.bearer : null;
  return answerEarlyOr(resolveUrl(path), bearer, send);
}

/** 204 and empty bodies read as undefined; anything else as JSON. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
