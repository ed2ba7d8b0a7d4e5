import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for the client, and the SHA-256 digest we keep instead of it. */
export function createSecureToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The credential of `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110 §11.1). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
