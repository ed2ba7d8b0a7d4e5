/** The toast numbers the product specifies: one at a time, 5 s on screen, swipe right 50 px to close. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1000000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_MAX_WIDTH_PX = 420;
