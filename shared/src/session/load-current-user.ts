import { apiFetch } from '../http/api-fetch';
import { isTokenExpired } from './decode-token-exp';
import { endSession } from './end-session';
import { renewSession } from './renew-session';
import { getAccessToken, readStoredUser, storeUser } from './token-store';
import { isUser, type User } from './user';

/**
 * Start-up: the session is 'loading' while this runs. An expired access token gets one renewal
 * before the user is signed out and sent to /auth (SPEC §4). Never rejects.
 */
export async function loadCurrentUser(): Promise<User | null> {
  if (!getAccessToken()) return null;
  if (isTokenExpired(getAccessToken()) && !(await renewSession())) {
    if (getAccessToken()) endSession();
    return null;
  }
  const stored = readStoredUser();
  if (stored) return stored;
  // Tokens without a stored user (e.g. stored by an older version): ask the server who we are.
  const me = await apiFetch<unknown>('/v1/users/me', { nullOn401: true }).catch(() => null);
  if (!isUser(me)) return null;
  storeUser(me);
  return me;
}
