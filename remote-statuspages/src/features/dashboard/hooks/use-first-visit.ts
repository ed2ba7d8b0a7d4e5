import { useEffect, useRef, useState } from 'react';

export function dashboardSeenKey(userId: string): string {
  return `statusdeck.dashboard-seen.${userId}`;
}

function unseen(userId: string | undefined): string | null {
  return userId && localStorage.getItem(dashboardSeenKey(userId)) === null ? userId : null;
}

/**
 * Whether this is the user's first look at the dashboard in this browser. Read at the first render
 * (no "Welcome back" flashing before "Welcome"), or once the user is known if the session was still
 * loading; the mark is written right after, so the next visit or a reload reads "back".
 */
export function useFirstVisit(userId: string | undefined): boolean {
  const [firstFor, setFirstFor] = useState(() => unseen(userId));
  // A ref, not state: React's development double effect must not read the mark it just wrote.
  const decidedFor = useRef(userId);
  useEffect(() => {
    if (!userId) return;
    if (decidedFor.current !== userId) {
      decidedFor.current = userId;
      setFirstFor(unseen(userId));
    }
    localStorage.setItem(dashboardSeenKey(userId), new Date().toISOString());
  }, [userId]);
  return userId !== undefined && firstFor === userId;
}
