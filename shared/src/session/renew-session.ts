import { refreshTokens } from '../http/refresh-tokens';
import { endSession } from './end-session';
import { getRefreshToken } from './token-store';

/** SPEC §4 token renewal: true when both tokens were replaced. */
export async function renewSession(): Promise<boolean> {
  if (!getRefreshToken()) return false;
  const outcome = await refreshTokens();
  if (outcome.ok) return true;
  if (outcome.status === 401) {
    endSession();
    return false;
  }
  console.error(new Error('Token refresh failed', { cause: outcome.error }));
  return false;
}
