import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { PasswordPool, type PasswordPoolOptions } from './password-pool';

/** OWASP ASVS scrypt parameters: N=2^17, r=8, p=1 (about 128 MiB and ~0.3 s per hash). */
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 32;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

let shared: { pool: PasswordPool; users: number } | null = null;

/**
 * The server opens the process's hashing pool and releases it on close (see buildApp). There is one pool
 * per process, sized by whoever opens it first; the last release stops its threads.
 */
export function openPasswordHashing(options: PasswordPoolOptions): () => Promise<void> {
  if (shared) shared.users += 1;
  else shared = { pool: new PasswordPool(options), users: 1 };
  const handle = shared;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    handle.users -= 1;
    if (handle.users > 0) return;
    if (shared === handle) shared = null;
    await handle.pool.close();
  };
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const normalized = password.normalize('NFC');
  if (shared)
    return shared.pool.run({ password: normalized, salt, keyLength: KEY_LENGTH, N: 2 ** logN, r, p });
  // No server running (a script): hash in place, as nothing else competes for the thread pool.
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(normalized, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Format: `scrypt$<logN>$<r>$<p>$<salt b64url>$<key b64url>`, so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, LOG_N, R, P);
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spends one hash so that a login for an unknown e-mail takes as long as one for a known e-mail. */
export async function burnPasswordHash(password: string): Promise<false> {
  await derive(password, randomBytes(SALT_LENGTH), LOG_N, R, P);
  return false;
}
