/** A JWT-shaped token whose `exp` lies `secondsFromNow` ahead; only its payload is read client-side. */
export function makeToken(secondsFromNow: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp })}.signature`;
}

/** Stores a signed-in session the way a login does (team brief STORAGE_KEYS). */
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
