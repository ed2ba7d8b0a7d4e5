import { getRefreshToken, storeTokens, type TokenPair } from '../session/token-store';
import { toApiError } from './api-error';
import { readJson, sendRequest } from './send-request';

export type RefreshOutcome = { ok: true } | { ok: false; status?: number; error: unknown };

/** Both spellings of the access token appear in refresh responses (SPEC §3). */
function readTokenPair(data: unknown, previousRefreshToken: string): TokenPair | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  const accessToken = fields.access_token ?? fields.accessToken;
  const refreshToken = fields.refresh_token ?? previousRefreshToken;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') return null;
  return { accessToken, refreshToken };
}

async function performRefresh(refreshToken: string): Promise<RefreshOutcome> {
  try {
    const response = await sendRequest('/v1/refresh', { method: 'POST', bearer: refreshToken });
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

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * One refresh at a time: refresh tokens rotate on use and reusing a rotated one revokes the
 * family, so concurrent 401s and the renewal timer must share a single request.
 */
export function refreshTokens(): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return Promise.resolve({ ok: false, error: new Error('No refresh token') });
  if (!inFlight) {
    inFlight = performRefresh(refreshToken).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
