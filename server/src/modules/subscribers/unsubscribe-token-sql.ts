import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import { UNSUBSCRIBE_TOKEN_MESSAGE } from '../public-site/subscriptions/subscription-links';

/** SHA-256's block size: HMAC pads the key to it (RFC 2104). */
const BLOCK_BYTES = 64;

export type HmacPads = { inner: Buffer; outer: Buffer };

/**
 * The key halves of HMAC-SHA256 under the server secret (key XOR ipad, key XOR opad). With them PostgreSQL
 * computes each subscriber's unsubscribe token with its built-in sha256() — no pgcrypto needed — so a
 * fan-out to thousands of subscribers is one INSERT … SELECT, the tokens never passing through Node.
 */
export function unsubscribeHmacPads(config: Pick<Config, 'jwtSecret'>): HmacPads {
  let key = Buffer.from(config.jwtSecret, 'utf8');
  if (key.length > BLOCK_BYTES) key = createHash('sha256').update(key).digest();
  const block = Buffer.alloc(BLOCK_BYTES);
  key.copy(block);
  return {
    inner: Buffer.from(block.map((byte) => byte ^ 0x36)),
    outer: Buffer.from(block.map((byte) => byte ^ 0x5c)),
  };
}

/**
 * The SQL expression equal to unsubscribeToken(config, id) (subscription-links.ts): base64url of
 * sha256(outer || sha256(inner || message)). `innerParam`/`outerParam` are the bytea parameters holding
 * the pads; `idSql` is the subscriber id column.
 */
export function unsubscribeTokenSql(idSql: string, innerParam: string, outerParam: string): string {
  const message = `convert_to('${UNSUBSCRIBE_TOKEN_MESSAGE}' || ${idSql}::text, 'UTF8')`;
  const digest = `sha256(${outerParam}::bytea || sha256(${innerParam}::bytea || ${message}))`;
  return `rtrim(translate(encode(${digest}, 'base64'), '+/', '-_'), '=')`;
}
