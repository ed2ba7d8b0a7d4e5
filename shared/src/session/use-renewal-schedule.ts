import { useEffect } from 'react';
import { refreshTokens } from '../http/refresh-tokens';
import { endSession } from './end-session';
import { ACTIVITY_EVENTS, ACTIVITY_RENEWAL_DELAY_MS, RENEWAL_INTERVAL_MS } from './renewal-timing';
import { getAccessToken, getRefreshToken } from './token-store';

/**
 * A failed background renewal is logged and ends the session, except a renewal that
 * got no answer (a dropped connection, a reload): the server takes the same token again, so the session
 * goes on and the next renewal retries.
 */
async function renewIfSignedIn(): Promise<void> {
  const refreshToken = getRefreshToken();
  // With no refresh token there is nothing to renew with.
  if (!getAccessToken() || !refreshToken) return;
  const outcome = await refreshTokens();
  if (outcome.ok) return;
  // A logout or a new login while the request was in flight replaced this session; leave it be.
  if (getRefreshToken() !== refreshToken) return;
  console.error(new Error('Background token refresh failed', { cause: outcome.error }));
  if (!outcome.unanswered) endSession();
}

/** Renews every RENEWAL_INTERVAL_MS, and ACTIVITY_RENEWAL_DELAY_MS after the last activity. */
export function useRenewalSchedule(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const interval = window.setInterval(() => void renewIfSignedIn(), RENEWAL_INTERVAL_MS);
    let activityTimer: number | undefined;
    const onActivity = () => {
      window.clearTimeout(activityTimer);
      activityTimer = window.setTimeout(() => void renewIfSignedIn(), ACTIVITY_RENEWAL_DELAY_MS);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(activityTimer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    };
  }, [active]);
}
