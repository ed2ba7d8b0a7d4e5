/** The signed-in layout's fixed numbers (the product specifies them), named once and asserted in tests. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Below this viewport width (px) the sidebar becomes a slide-in panel. */
export const MOBILE_BREAKPOINT = 768;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** Seven days, in seconds, as the cookie's max-age. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Pressed with Ctrl (or Meta on macOS) to toggle the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
