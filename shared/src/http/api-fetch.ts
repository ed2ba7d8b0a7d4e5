import { isTokenExpired } from '../session/decode-token-exp';
import { endSession } from '../session/end-session';
import { emitForbidden } from '../session/session-events';
import { getAccessToken, getRefreshToken } from '../session/token-store';
import { ApiError, toApiError } from './api-error';
import { isApiUrl } from './configure-api';
import { refreshTokens } from './refresh-tokens';
import { type HttpMethod, readJson, sendRequest } from './send-request';

export type ApiFetchInit = {
  method?: HttpMethod;
  /** Objects are sent as JSON, FormData as is. */
  body?: unknown;
  /** Which bearer token to send: the access token (default), the refresh token, or none. */
  auth?: 'access' | 'refresh' | 'none';
  /** Resolve null instead of throwing when the request stays unauthorised. */
  nullOn401?: boolean;
  signal?: AbortSignal;
  /**
   * How the body is read: JSON (default), text, or a Blob of the exact bytes — for a download
   * saved as a file (text decoding drops a CSV's byte order mark, which spreadsheets need).
   */
  read?: 'json' | 'text' | 'blob';
};

function readBody<T>(response: Response, init: ApiFetchInit): Promise<T> {
  if (init.read === 'blob') return response.blob() as Promise<T>;
  return init.read === 'text' ? (response.text() as Promise<T>) : readJson<T>(response);
}

function bearerFor(auth: ApiFetchInit['auth']): string | null {
  if (auth === 'none') return null;
  return auth === 'refresh' ? getRefreshToken() : getAccessToken();
}

function send(path: string, init: ApiFetchInit, bearer: string | null): Promise<Response> {
  return sendRequest(path, { method: init.method, body: init.body, signal: init.signal, bearer });
}

function unauthorized<T>(init: ApiFetchInit, error: ApiError): T {
  if (init.nullOn401) return null as T;
  throw error;
}

async function retryOnce<T>(path: string, init: ApiFetchInit, bearer: string | null): Promise<T> {
  const response = await send(path, init, bearer);
  if (response.ok) return readBody<T>(response, init);
  const error = await toApiError(response);
  if (response.status === 401) return unauthorized(init, error);
  throw error;
}

/**
 * A 401 on a call made with the access token: invalid_password and an unexpired token throw; an
 * expired or undecodable one gets one renewal and a retry, or the session ends.
 */
async function handleUnauthorized<T>(
  path: string,
  init: ApiFetchInit,
  sentToken: string | null,
  error: ApiError,
): Promise<T> {
  if (error.code === 'invalid_password') {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    throw new ApiError(401, typeof message === 'string' ? message : error.message, error.body, error.code);
  }
  const current = getAccessToken();
  if (current && !isTokenExpired(current)) {
    // Another call refreshed while this one was in flight: its new token deserves one try.
    if (current !== sentToken) return retryOnce(path, init, current);
    return unauthorized(init, error);
  }
  const refreshToken = getRefreshToken();
  const outcome = await refreshTokens();
  if (!outcome.ok) {
    // Only the session this call belonged to ends: a logout or new login meanwhile stands. A refresh
    // that got no answer ends nothing: the server takes the same token again on the next try.
    if (getRefreshToken() === refreshToken && !outcome.unanswered) endSession();
    return unauthorized(init, error);
  }
  return retryOnce(path, init, getAccessToken());
}

/** The one fetch client: bearer tokens, cookies, JSON, and the product's error rules. */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  // Another origin never gets our tokens, so its 401 says nothing about our session.
  const auth = isApiUrl(path) ? (init.auth ?? 'access') : 'none';
  const sentToken = bearerFor(auth);
  const response = await send(path, init, sentToken);
  if (response.ok) return readBody<T>(response, init);
  const error = await toApiError(response);
  // The role may have changed since it was read (a demotion): let the session refetch it.
  if (response.status === 403 && error.code === 'forbidden' && auth === 'access') emitForbidden();
  if (response.status !== 401 || auth !== 'access') throw error;
  return handleUnauthorized<T>(path, init, sentToken, error);
}
