import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './db/private-files';

/** Parsing helpers of config.ts: each names the variable in its error. */
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

/** `secret`: the value may hold credentials (user:password@ in a URL) and is never printed. */
type Exposure = 'public' | 'secret';

export function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

/** At most `max` characters, so an operator's text cannot crowd the screen it is shown on. */
export function shortText(env: Env, name: string, max: number): string | null {
  const raw = value(env, name);
  if (raw !== undefined && raw.length > max)
    throw new ConfigError(`${name} must be at most ${max} characters`);
  return raw ?? null;
}

export type InvoiceSeller = { name: string; address: string };

/**
 * The seller named on invoices. The default names the product and no address: the operator running it sets
 * their own legal name and address (`\n` in INVOICE_SELLER_ADDRESS starts a new line).
 */
export function invoiceSeller(env: Env): InvoiceSeller {
  return {
    name: shortText(env, 'INVOICE_SELLER_NAME', 200) ?? 'Statusdeck',
    address: (shortText(env, 'INVOICE_SELLER_ADDRESS', 500) ?? '').replaceAll('\\n', '\n'),
  };
}

/** `true` or `false` (absent: false); anything else is a start-up error, not silently false. */
export function booleanFlag(env: Env, name: string): boolean {
  const raw = value(env, name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be "true" or "false"`);
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return parsed;
}

export function url(raw: string, name: string, protocols: string[], exposure: Exposure = 'public'): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    const shown = exposure === 'secret' ? '(value not shown: it may contain a password)' : `got "${raw}"`;
    throw new ConfigError(`${name} must be a URL like ${protocols[0]}//host, ${shown}`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  }
  return raw;
}

export function optionalUrl(
  env: Env,
  name: string,
  protocols: string[],
  exposure: Exposure = 'public',
): string | null {
  const raw = value(env, name);
  return raw === undefined ? null : url(raw, name, protocols, exposure);
}

/** Letters, digits and inner hyphens per label, at least two labels, 253 characters at most. */
const HOST_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name such as `status.example.com` (no scheme, port or path), stored lower-case; absent: null. */
export function optionalHostName(env: Env, name: string): string | null {
  const raw = value(env, name);
  if (raw === undefined) return null;
  const host = raw.toLowerCase().replace(/\.$/, '');
  if (!HOST_NAME.test(host)) {
    throw new ConfigError(
      `${name} must be a host name such as status.example.com (no scheme or port), got "${raw}"`,
    );
  }
  return host;
}

/** pino's levels: anything else would crash the logger at start-up with a stack trace. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function logLevel(raw: string | undefined): string {
  if (raw === undefined) return 'info';
  if (!LOG_LEVELS.includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw;
}

// Names proxy-addr (Fastify's trustProxy) accepts besides addresses and CIDRs.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || bits === undefined || extra !== undefined || !/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** true, false, or comma-separated proxy addresses/CIDRs, as Fastify's trustProxy. */
export function trustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  // Fastify 5 treats a hop count as "trust nothing" (it cannot check the peer), so it would silently
  // have no effect: say so instead.
  if (/^\d+$/.test(raw)) {
    throw new ConfigError("TRUST_PROXY does not take a number of hops: list the proxies' addresses or CIDRs");
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false or comma-separated proxy addresses/CIDRs, got "${invalid}"`,
    );
  }
  return entries.join(',');
}

/** Without JWT_SECRET a 256-bit secret is generated once and kept in DATA_DIR, so restarts keep sessions. */
export function jwtSecret(env: Env, dataDir: string): string {
  const configured = value(env, 'JWT_SECRET');
  if (configured !== undefined) {
    if (configured.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return configured;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const generated = randomBytes(32).toString('base64url');
  writeFileSync(file, `${generated}\n`, { mode: PRIVATE_FILE_MODE });
  return generated;
}
