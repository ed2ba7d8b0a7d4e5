import { withRenewalLock } from '../session/renewal-lock';
import { getRefreshToken, storeTokens, type TokenPair } from '../session/token-store';
import { toApiError } from './api-error';
import { readJson, sendRequest } from './send-request';

/**
 * `unanswered`: the request got no answer (a dropped connection, the page going away). The server may
 * have rotated the token all the same, and it takes the old token again while the new one stays unused,
 * so this says nothing about the session: the next renewal simply retries.
 */
export type RefreshOutcome =
  | { ok: true }
  | { ok: false; status?: number; error: unknown; unanswered?: boolean };

/** Refresh responses may spell the access token access_token or accessToken; both are read. */
function readTokenPair(data: unknown, previousRefreshToken: string): TokenPair | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  const accessToken = fields.access_token ?? fields.accessToken;
  const refreshToken = fields.refresh_token ?? previousRefreshToken;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') return null;
  return { accessToken, refreshToken };
}

async function performRefresh(refreshToken: string): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await sendRequest('/v1/refresh', { method: 'POST', bearer: refreshToken });
  } catch (error) {
    return { ok: false, error, unanswered: true };
  }
  try {
    if (!response.ok) return { ok: false, status: response.status, error: await toApiError(response) };
    const tokens = readTokenPair(await readJson<unknown>(response), refreshToken);
    if (!tokens) return { ok: false, error: new Error('The refresh response carried no access token') };
    // A logout or a new login while this was in flight owns storage now; writing back would undo it.
    if (getRefreshToken() !== refreshToken) {
      return { ok: false, error: new Error('The session changed while the refresh was in flight') };
    }
    storeTokens(tokens);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Renews unless another tab did while this one waited for the lock: storage then holds a newer pair,
 * which this tab adopts, since presenting the token it started with would be presenting a rotated one.
 */
function renewOnce(seen: string): Promise<RefreshOutcome> {
  return withRenewalLock(async () => {
    const current = getRefreshToken();
    if (!current) return { ok: false, error: new Error('Signed out while waiting to renew') };
    if (current !== seen) return { ok: true };
    return performRefresh(current);
  });
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * One refresh at a time, in this tab and across tabs (renewal-lock.ts): concurrent 401s and the
 * renewal timer share a single request, and tabs take turns.
 */
export function refreshTokens(): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return Promise.resolve({ ok: false, error: new Error('No refresh token') });
  if (!inFlight) {
    inFlight = renewOnce(refreshToken).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
