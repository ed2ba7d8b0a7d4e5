/** The `exp` claim (seconds) of a JWT, or null when the token cannot be decoded. */
export function decodeTokenExp(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims !== 'object' || claims === null) return null;
    const { exp } = claims as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** Missing, undecodable and past-`exp` tokens all count as expired, so a 401 with any of them tries a renewal. */
export function isTokenExpired(token: string | null, now: number = Date.now()): boolean {
  if (!token) return true;
  const exp = decodeTokenExp(token);
  return exp === null || exp * 1000 <= now;
}
