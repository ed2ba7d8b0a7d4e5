import { makeToken } from '../testing/fake-fetch';
import { decodeTokenExp, isTokenExpired } from './decode-token-exp';

describe('decodeTokenExp', () => {
  it('reads exp in seconds from the JWT payload', () => {
    const token = makeToken(600);
    expect(decodeTokenExp(token)).toBe(Math.floor(Date.now() / 1000) + 600);
  });

  it('decodes base64url payloads', () => {
    // {"exp":1700000000,"n":"ÿÿ~"} has '-' and '_' in base64url.
    const payload = btoa(JSON.stringify({ exp: 1700000000, n: '\u00ff\u00ff~' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeTokenExp(`h.${payload}.s`)).toBe(1700000000);
  });

  it('returns null for undecodable tokens or a missing exp', () => {
    expect(decodeTokenExp('garbage')).toBeNull();
    expect(decodeTokenExp('a.%%%.c')).toBeNull();
    expect(decodeTokenExp(`a.${btoa('{"sub":"u1"}')}.c`)).toBeNull();
  });

  it('counts past, missing and undecodable tokens as expired', () => {
    expect(isTokenExpired(makeToken(-1))).toBe(true);
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired('garbage')).toBe(true);
    expect(isTokenExpired(makeToken(60))).toBe(false);
  });
});
