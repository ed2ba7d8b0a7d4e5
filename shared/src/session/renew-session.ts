import { refreshTokens } from '../http/refresh-tokens';
import { endSession } from './end-session';
import { getRefreshToken } from './token-store';

/**
 * `renewed`: both tokens were replaced. `ended`: the server refused the refresh token (401) and the session
 * is over. `unanswered`: no answer came (a reload or navigation while it was in flight, a dropped connection);
 * the server takes the same token again, so this says nothing about the session. `failed`: anything else.
 */
export type RenewResult = 'renewed' | 'ended' | 'unanswered' | 'failed';

/** Token renewal, saying how it ended (start-up must tell a lost answer from a refusal). */
export async function renewSessionWithResult(): Promise<RenewResult> {
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

/** Renews the tokens with the refresh token: true when both tokens were replaced. */
export async function renewSession(): Promise<boolean> {
  return (await renewSessionWithResult()) === 'renewed';
}
