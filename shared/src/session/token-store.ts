import { writeAccessCookie } from './access-cookie-writer';
import { STORAGE_KEYS } from './storage-keys';
import { isUser, type User } from './user';

export type TokenPair = { accessToken: string; refreshToken: string };

export function getAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function storeTokens(tokens: TokenPair): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  writeAccessCookie(tokens.accessToken);
}

/**
 * The access-token cookie made to match localStorage (a session stored before the cookie existed, or
 * storage cleared by hand): called once when the console starts.
 */
export function syncAccessCookie(): void {
  writeAccessCookie(getAccessToken());
}

export function parseUser(json: string | null): User | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function readStoredUser(): User | null {
  return parseUser(localStorage.getItem(STORAGE_KEYS.currentUser));
}

export function storeUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
}

export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  writeAccessCookie(null);
}
