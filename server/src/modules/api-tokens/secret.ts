import { randomBytes } from 'node:crypto';
import { hashToken } from '../../lib/secure-token';

/** Every API token starts with this, so secret scanners (and people) recognise a leaked one. */
export const API_TOKEN_PREFIX = 'sdk_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters carry 43 · log2(62) ≈ 256.03 bits. */
const SECRET_LENGTH = 43;
/** What lists show of a token: the prefix and 8 random characters. */
const SHOWN_LENGTH = 12;
const SECRET_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[0-9A-Za-z]{${SECRET_LENGTH}}$`);

/** Uniform base62 characters: bytes ≥ 248 (= 4 · 62) are thrown away rather than biasing the alphabet. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** A new secret for the client, the hash we keep instead of it and the prefix lists show. */
export function createApiTokenSecret(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBase62(SECRET_LENGTH)}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, SHOWN_LENGTH) };
}

/** Whether a bearer credential is an API token (rather than a JWT): decided by its prefix alone. */
export function looksLikeApiToken(credential: string): boolean {
  return credential.startsWith(API_TOKEN_PREFIX);
}

/** Whether it has the exact shape we issue (anything else cannot match a stored hash). */
export function isWellFormedApiToken(credential: string): boolean {
  return SECRET_SHAPE.test(credential);
}
