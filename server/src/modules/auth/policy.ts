// Lifetimes of everything the auth module issues, in seconds. The access token's is configurable
// (ACCESS_TOKEN_TTL_SECONDS, config.ts).

/** Absolute: rotation does not extend a login beyond this. */
export const REFRESH_TOKEN_LIFETIME = 30 * 24 * 60 * 60;
export const VERIFY_EMAIL_TTL = 48 * 60 * 60;
export const PASSWORD_RESET_TTL = 60 * 60;
