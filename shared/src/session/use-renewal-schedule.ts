import { useEffect } from 'react';
import { isTokenExpired } from './decode-token-exp';
import { endSession } from './end-session';
import { renewSession } from './renew-session';
import { ACTIVITY_EVENTS, ACTIVITY_RENEWAL_DELAY_MS, RENEWAL_INTERVAL_MS } from './renewal-timing';
import { getAccessToken } from './token-store';

async function renewIfSignedIn(): Promise<void> {
  if (!getAccessToken()) return;
  const renewed = await renewSession();
  // A token that expired (e.g. while the laptop slept) and could not be renewed ends the session.
  if (!renewed && getAccessToken() && isTokenExpired(getAccessToken())) endSession();
}

/** SPEC §4 schedule: every RENEWAL_INTERVAL_MS, and ACTIVITY_RENEWAL_DELAY_MS after the last activity. */
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
