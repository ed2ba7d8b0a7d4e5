/** localStorage keys (SPEC §3, §9); `token` is an old key removed at logout. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  currentUser: 'current_user',
  legacyToken: 'token',
} as const;

/** The SWR cache entry holding the current user. */
export const CURRENT_USER_KEY = 'current-user';
