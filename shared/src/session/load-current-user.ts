import { readPaths } from '../api/read-paths';
import { apiFetch } from '../http/api-fetch';
import { isTokenExpired } from './decode-token-exp';
import { endSession } from './end-session';
import { renewSessionWithResult } from './renew-session';
import { getAccessToken, readStoredUser, storeUser } from './token-store';
import { isUser, type User } from './user';

/**
 * Start-up: the session is 'loading' while this runs. An expired access token gets one renewal; only the
 * server refusing the refresh token (401) signs the user out and sends them to /auth. Never rejects.
 */
export async function loadCurrentUser(): Promise<User | null> {
  if (!getAccessToken()) return null;
  const stored = readStoredUser();
  if (isTokenExpired(getAccessToken())) {
    const result = await renewSessionWithResult();
    // No answer (this page reloading mid-renewal, a dropped connection) or a failing server (busy, down, 5xx)
    // says nothing about the session: clearing storage here would sign every tab out in the middle of an
    // outage. The stored user stays signed in and the next renewal or 401 retries.
    if ((result === 'unanswered' || result === 'failed') && stored) return stored;
    if (result !== 'renewed') {
      if (getAccessToken()) endSession();
      return null;
    }
  }
  if (stored) return stored;
  // Tokens without a stored user (e.g. stored by an older version): ask the server who we are.
  const me = await apiFetch<unknown>(readPaths.me, { nullOn401: true }).catch(() => null);
  if (!isUser(me)) return null;
  storeUser(me);
  return me;
}
