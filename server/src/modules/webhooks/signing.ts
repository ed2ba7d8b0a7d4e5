import { createHmac, randomBytes } from 'node:crypto';

/** `whsec_` + 64 hex digits (256 bits): the receiver's key for checking that a delivery is ours. */
export function createSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/**
 * The X-Statusdeck-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. The time is
 * signed with the body so a receiver can refuse an old delivery replayed at it.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
