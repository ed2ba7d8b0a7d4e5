import { apiFetch } from '../http/api-fetch';
import { isTokenExpired } from './decode-token-exp';
import { endSession } from './end-session';
import { renewSessionWithResult } from './renew-session';
import { getAccessToken, readStoredUser, storeUser } from './token-store';
import { isUser, type User } from './user';

/**
 * Start-up: the session is 'loading' while this runs. An expired access token gets one renewal
 * before the user is signed out and sent to /auth, unless that renewal got no answer. Never rejects.
 */
export async function loadCurrentUser(): Promise<User | null> {
  if (!getAccessToken()) return null;
  const stored = readStoredUser();
  if (isTokenExpired(getAccessToken())) {
    const result = await renewSessionWithResult();
    // No answer (this page reloading mid-renewal, a dropped connection) ends nothing: clearing storage here
    // would sign every tab out. The stored user stays signed in and the next renewal or 401 retries.
    if (result === 'unanswered' && stored) return stored;
    if (result !== 'renewed') {
      if (getAccessToken()) endSession();
      return null;
    }
  }
  if (stored) return stored;
  // Tokens without a stored user (e.g. stored by an older version): ask the server who we are.
  const me = await apiFetch<unknown>('/v1/users/me', { nullOn401: true }).catch(() => null);
  if (!isUser(me)) return null;
  storeUser(me);
  return me;
}
