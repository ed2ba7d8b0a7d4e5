import { useEffect, useRef, useState } from 'react';

export function dashboardSeenKey(userId: string): string {
  return `statusdeck.dashboard-seen.${userId}`;
}

/**
 * Whether this is the user's first look at the dashboard in this browser. Decided once the user
 * is known (the session may still be loading at first render); the mark is written at the same
 * time, so the next visit or a reload reads "back".
 */
export function useFirstVisit(userId: string | undefined): boolean {
  const [firstFor, setFirstFor] = useState<string | null>(null);
  // A ref, not state: React's development double effect must not read the mark it just wrote.
  const decidedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || decidedFor.current === userId) return;
    decidedFor.current = userId;
    const key = dashboardSeenKey(userId);
    setFirstFor(localStorage.getItem(key) === null ? userId : null);
    localStorage.setItem(key, new Date().toISOString());
  }, [userId]);
  return userId !== undefined && firstFor === userId;
}
