import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `sid` is the session (refresh-token family) the token was issued for: the secured scope refuses the token
 * as soon as that session is revoked. The role is not in the token: it is read from the database per request.
 */
export type AccessClaims = { sub: string; org: string; sid: string; iat: number; exp: number };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: string,
  ttlSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const payload: AccessClaims = { ...claims, iat: nowSeconds, exp: nowSeconds + ttlSeconds };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Returns the claims of a valid, unexpired HS256 token; null for anything else (including alg "none"). */
export function verifyAccessToken(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = parseJson(headerPart);
  // Allow-list the algorithm before trusting anything else in the token.
  if (!isRecord(header) || header.alg !== 'HS256') return null;
  const expected = sign(`${headerPart}.${payloadPart}`, secret);
  const actual = Buffer.from(signaturePart, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const payload = parseJson(payloadPart);
  if (!isRecord(payload)) return null;
  const { sub, org, sid, iat, exp } = payload;
  if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string') return null;
  if (typeof exp !== 'number' || typeof iat !== 'number' || exp <= nowSeconds) return null;
  return { sub, org, sid, iat, exp };
}

/** How many accepted tokens a verifier remembers (all are dropped at once past it). */
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * verifyAccessToken for one secret, remembering the tokens it accepted: a console or integration sends the
 * same token with every request, and its HMAC and two JSON parses were a tenth of a cached read's CPU. A
 * remembered token is the same string that was verified, so only its expiry is checked again; refused
 * tokens are never remembered.
 */
export function createAccessTokenVerifier(secret: string) {
  const accepted = new Map<string, AccessClaims>();
  return (token: string, nowSeconds = Math.floor(Date.now() / 1000)): AccessClaims | null => {
    const known = accepted.get(token);
    if (known) {
      if (known.exp > nowSeconds) return known;
      accepted.delete(token);
      return null;
    }
    const claims = verifyAccessToken(token, secret, nowSeconds);
    if (claims) {
      if (accepted.size >= MAX_REMEMBERED_TOKENS) accepted.clear();
      accepted.set(token, claims);
    }
    return claims;
  };
}
