/** Lifetimes of everything the auth module issues, in seconds. */
export const ACCESS_TOKEN_TTL = 15 * 60;
/** Absolute: rotation does not extend a login beyond this. */
export const REFRESH_TOKEN_LIFETIME = 30 * 24 * 60 * 60;
/**
 * Two tabs sharing one refresh token may refresh at the same moment; the loser presents a token that was
 * rotated a moment ago. Within this grace the immediately previous token (whose successor is still live)
 * gets a fresh sibling token instead of revoking the whole family, once: a second late use revokes it.
 */
export const REFRESH_REUSE_GRACE = 10;
export const VERIFY_EMAIL_TTL = 48 * 60 * 60;
export const PASSWORD_RESET_TTL = 60 * 60;
