/** The product gives 240000 ms in one reading and 300000 ms in another; this is the one place to switch. */
export const RENEWAL_INTERVAL_MS = 240000;

/** Renewal runs this long after the last user activity; each event restarts the timer. */
export const ACTIVITY_RENEWAL_DELAY_MS = 1000;

export const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'mousemove', 'wheel', 'touchstart'] as const;
