import { ACCESS_COOKIE } from './access-cookie.cjs';
import { decodeTokenExp } from './decode-token-exp';

/**
 * The Set-Cookie string for the access token, living as long as the token does (SameSite=Strict, the whole
 * site, Secure on https), or the one that clears it when there is no token or it has expired. Not
 * HttpOnly: the same token is in localStorage, readable by the page's scripts anyway.
 */
export function accessCookie(token: string | null, options: { now: number; secure: boolean }): string {
  const exp = token ? decodeTokenExp(token) : null;
  const maxAge = exp === null ? 0 : Math.floor(exp - options.now / 1000);
  const value = token && maxAge > 0 ? token : '';
  const secure = options.secure ? '; Secure' : '';
  return `${ACCESS_COOKIE}=${value}; Path=/; Max-Age=${Math.max(maxAge, 0)}; SameSite=Strict${secure}`;
}

/** Writes (or clears) the access-token cookie for what localStorage now holds. */
export function writeAccessCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie on a navigation; Cookie Store API is not in every browser.
  document.cookie = accessCookie(token, { now: Date.now(), secure });
}
