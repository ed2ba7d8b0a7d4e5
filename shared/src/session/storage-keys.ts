/** The localStorage keys of the session; `token` is an old key removed at logout. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  currentUser: 'current_user',
  legacyToken: 'token',
} as const;

/** The SWR cache entry holding the current user. */
export const CURRENT_USER_KEY = 'current-user';

/**
 * Where tabs of a browser without Web Locks hold the renewal lease (renewal-lock.ts): not session data,
 * so a logout does not clear it.
 */
export const RENEWAL_LEASE_KEY = 'token_renewal_lease';
