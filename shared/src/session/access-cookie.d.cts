// Types of access-cookie.cjs (plain CommonJS so the built server requires it without a build step).

/** The access-token cookie's name. */
export declare const ACCESS_COOKIE: 'sd_access';

/** The cookie's value in a Cookie header, or null. */
export declare function readAccessCookie(header: string | undefined): string | null;
