import { makeToken } from '../testing/fake-fetch';
import { ACCESS_COOKIE, readAccessCookie } from './access-cookie.cjs';
import { accessCookie } from './access-cookie-writer';
import { clearStoredSession, storeTokens, syncAccessCookie } from './token-store';

const cookieValue = () => readAccessCookie(document.cookie);

afterEach(() => {
  clearStoredSession();
});

describe('accessCookie', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const token = (secondsFromNow: number) => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    return `${encode({ alg: 'HS256' })}.${encode({ exp: now / 1000 + secondsFromNow })}.sig`;
  };

  it('lives as long as the token, for the whole site, SameSite=Strict, not HttpOnly', () => {
    const value = token(900);
    expect(accessCookie(value, { now, secure: false })).toBe(
      `${ACCESS_COOKIE}=${value}; Path=/; Max-Age=900; SameSite=Strict`,
    );
    expect(accessCookie(value, { now: now + 100_500, secure: false })).toContain('Max-Age=799;');
  });

  it('is Secure on https', () => {
    expect(accessCookie(token(900), { now, secure: true })).toMatch(/; SameSite=Strict; Secure$/);
  });

  it('clears the cookie for no token, an expired or an undecodable one', () => {
    const cleared = `${ACCESS_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
    expect(accessCookie(null, { now, secure: false })).toBe(cleared);
    expect(accessCookie(token(-1), { now, secure: false })).toBe(cleared);
    expect(accessCookie('garbage', { now, secure: false })).toBe(cleared);
  });
});

describe('the session storage writes the cookie', () => {
  it('when tokens are stored or renewed, and clears it when the session is cleared', () => {
    const first = makeToken(900, 'first');
    storeTokens({ accessToken: first, refreshToken: 'r1' });
    expect(cookieValue()).toBe(first);
    const renewed = makeToken(900, 'renewed');
    storeTokens({ accessToken: renewed, refreshToken: 'r2' });
    expect(cookieValue()).toBe(renewed);
    clearStoredSession();
    expect(cookieValue()).toBeNull();
  });

  it('makes the cookie match localStorage when the console starts', () => {
    const stored = makeToken(900, 'stored');
    localStorage.setItem('access_token', stored);
    expect(cookieValue()).toBeNull();
    syncAccessCookie();
    expect(cookieValue()).toBe(stored);
    localStorage.removeItem('access_token');
    syncAccessCookie();
    expect(cookieValue()).toBeNull();
  });

  it('does not write an expired token', () => {
    storeTokens({ accessToken: makeToken(-5), refreshToken: 'r' });
    expect(cookieValue()).toBeNull();
  });
});

describe('readAccessCookie', () => {
  it('finds the cookie among others, or null', () => {
    expect(readAccessCookie(`a=1; ${ACCESS_COOKIE}=x.y.z; b=2`)).toBe('x.y.z');
    expect(readAccessCookie(`x${ACCESS_COOKIE}=nope`)).toBeNull();
    expect(readAccessCookie(`${ACCESS_COOKIE}=`)).toBeNull();
    expect(readAccessCookie(undefined)).toBeNull();
  });
});
