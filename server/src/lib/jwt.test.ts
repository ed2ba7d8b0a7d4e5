import { createAccessTokenVerifier, signAccessToken, verifyAccessToken } from './jwt';

const SECRET = 'a test secret that is long enough!!';
const claims = { sub: 'user-1', org: 'org-1', sid: 'session-1' };

describe('access tokens', () => {
  it('round-trips the claims with exp and iat in seconds', () => {
    const token = signAccessToken(claims, SECRET, 900, 1_700_000_000);
    expect(verifyAccessToken(token, SECRET, 1_700_000_100)).toEqual({
      ...claims,
      iat: 1_700_000_000,
      exp: 1_700_000_900,
    });
  });

  it('rejects expired tokens, other secrets, tampered payloads and other algorithms', () => {
    const token = signAccessToken(claims, SECRET, 900, 1_700_000_000);
    expect(verifyAccessToken(token, SECRET, 1_700_000_900)).toBeNull();
    expect(verifyAccessToken(token, `${SECRET}x`, 1_700_000_100)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'user-2' }),
    ).toString('base64url');
    expect(verifyAccessToken(`${header}.${admin}.${signature}`, SECRET, 1_700_000_100)).toBeNull();
    const hs512 = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    expect(verifyAccessToken(`${hs512}.${payload}.${signature}`, SECRET, 1_700_000_100)).toBeNull();
  });

  it('remembers an accepted token but still refuses it once expired, and never remembers a refusal', () => {
    const verify = createAccessTokenVerifier(SECRET);
    const token = signAccessToken(claims, SECRET, 900, 1_700_000_000);
    const first = verify(token, 1_700_000_100);
    expect(first).toEqual({ ...claims, iat: 1_700_000_000, exp: 1_700_000_900 });
    expect(verify(token, 1_700_000_200)).toBe(first);
    expect(verify(token, 1_700_000_900)).toBeNull();
    expect(verify(token, 1_700_000_100)).toEqual(first);

    const forged = signAccessToken(claims, `${SECRET}x`, 900, 1_700_000_000);
    expect(verify(forged, 1_700_000_100)).toBeNull();
    expect(verify(forged, 1_700_000_100)).toBeNull();
    expect(createAccessTokenVerifier(`${SECRET}x`)(token, 1_700_000_100)).toBeNull();
  });
});
