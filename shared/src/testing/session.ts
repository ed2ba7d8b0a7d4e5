import { makeToken } from './fake-fetch';

/** Stores a signed-in session under the keys a login writes (`STORAGE_KEYS`). */
export function storeSignedInUser(email = 'jane@example.com'): void {
  localStorage.setItem('access_token', makeToken(900));
  localStorage.setItem('refresh_token', 'refresh-1');
  localStorage.setItem('current_user', JSON.stringify({ id: 'u1', email }));
}

/** Tokens but no stored user: the session stays 'loading' until GET /v1/users/me answers. */
export function storeTokensWithoutUser(): void {
  localStorage.setItem('access_token', makeToken(900));
  localStorage.setItem('refresh_token', 'refresh-1');
}
