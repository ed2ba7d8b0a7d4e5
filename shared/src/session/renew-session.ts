import { refreshTokens } from '../http/refresh-tokens';
import { endSession } from './end-session';
import { getRefreshToken } from './token-store';

/**
 * `renewed`: both tokens were replaced. `ended`: the server refused the refresh token (401) and the session
 * is over. `unanswered`: no answer came (a reload or navigation while it was in flight, a dropped connection);
 * the server takes the same token again, so this says nothing about the session. `failed`: anything else.
 */
export type RenewResult = 'renewed' | 'ended' | 'unanswered' | 'failed';

/** SPEC §4 token renewal. */
export async function renewSession(): Promise<RenewResult> {
  if (!getRefreshToken()) return 'failed';
  const outcome = await refreshTokens();
  if (outcome.ok) return 'renewed';
  if (outcome.status === 401) {
    endSession();
    return 'ended';
  }
  console.error(new Error('Token refresh failed', { cause: outcome.error }));
  return outcome.unanswered ? 'unanswered' : 'failed';
}
