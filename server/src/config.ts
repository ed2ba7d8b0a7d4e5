import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  booleanFlag,
  ConfigError,
  type Env,
  type InvoiceSeller,
  integer,
  invoiceSeller,
  jwtSecret,
  logLevel,
  optionalHostName,
  optionalUrl,
  shortText,
  trustProxy,
  url,
  value,
} from './config-values';
import { MF_MANIFEST_FILE, REMOTE_APPS } from './lib/app-manifest';
import { REPO_ROOT } from './lib/paths';

export { ConfigError } from './config-values';

/** Default lifetime of an access token in seconds; a browser test shortens it to see tokens expire. */
const ACCESS_TOKEN_TTL = 15 * 60;

export type RateLimitRule = { max: number; windowMs: number };

export type RateLimits = {
  loginPerIp: RateLimitRule;
  /** Wrong passwords per (e-mail, IP) pair; a successful login clears the pair. */
  loginPerPair: RateLimitRule;
  /** Wrong passwords per e-mail from all addresses: a generous ceiling against distributed guessing. */
  loginPerEmail: RateLimitRule;
  register: RateLimitRule;
  /** Reset requests per (e-mail, IP) pair. */
  passwordReset: RateLimitRule;
  passwordResetPerEmail: RateLimitRule;
  passwordResetPerIp: RateLimitRule;
  /** Submitting a new password with a reset token (per IP). */
  resetPassword: RateLimitRule;
  /** Submitting a verification token (per IP). */
  verifyEmail: RateLimitRule;
  resendVerification: RateLimitRule;
  /** Public subscribe requests per client IP, and per e-mail address (any page): against mail bombing. */
  subscribePerIp: RateLimitRule;
  subscribePerEmail: RateLimitRule;
};

/** A quote the operator chose for the sign-in panel, shown as written whatever the reader's language. */
export type SignInQuote = { text: string; author: string | null; role: string | null };

export type DatabaseConfig = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  /** Null: mails are printed to the log instead of sent. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Base of every link in mails; never derived from the Host header. No trailing slash. */
  publicUrl: string;
  /**
   * PAGES_DOMAIN (e.g. `status.example.com`, lower-case): every published page also answers at
   * `https://<slug>.<PAGES_DOMAIN>/`, which becomes its address in links unless it has a verified custom
   * domain. Null: pages live under PUBLIC_URL and their custom domains only.
   */
  pagesDomain: string | null;
  jwtSecret: string;
  /** Lifetime of an access token (ACCESS_TOKEN_TTL_SECONDS); the console renews well before it ends. */
  accessTokenTtlSeconds: number;
  /** Each remote's manifest URL by its MF name (apps.json); its env variable overrides the default. */
  remotes: Record<string, string>;
  /**
   * The operator's own Terms of Service and Privacy Policy (TERMS_URL, PRIVACY_URL): the sign-up form links
   * to them and /terms and /privacy redirect there. Null: the product's default pages at those addresses.
   */
  legal: { termsUrl: string | null; privacyUrl: string | null };
  /** The sign-in panel's quote (SIGNIN_QUOTE…); null: a line about the product itself, signed by nobody. */
  signInQuote: SignInQuote | null;
  /** Who issues the invoices (INVOICE_SELLER_NAME, INVOICE_SELLER_ADDRESS), copied onto each one. */
  invoiceSeller: InvoiceSeller;
  corsOrigins: string[];
  /** CUSTOM_DOMAIN_TARGET: the host name customers point their custom domain's CNAME at (shown in the console). */
  customDomainTarget: string | null;
  /**
   * DNS_SERVERS: the resolvers a custom domain's TXT challenge is looked up with, `ip` or `ip:port` (IPv6 in
   * brackets with a port); empty: the system's.
   */
  dnsServers: string[];
  /** Fastify's trustProxy: false means client IPs come from the socket. */
  trustProxy: boolean | string;
  logLevel: string;
  rateLimits: RateLimits;
  /** Where the built front ends and `locales/` live. */
  repoRoot: string;
  /** concurrency: mails in flight at once per worker (MAIL_CONCURRENCY, default 4). */
  outbox: { pollIntervalMs: number; retryBaseMs: number; maxAttempts: number; concurrency?: number };
  webhooks: WebhookConfig;
  billingTestClock: boolean; // BILLING_TEST_CLOCK: POST /v1/testing/billing/advance, e2e only (deployment.md)
  /** scrypt runs on its own worker threads, not on libuv's pool that file reads share. */
  passwordHashing: { workers: number; maxQueue: number };
  http: HttpTimeouts;
  /** How long SIGTERM waits for in-flight requests before cutting them and closing the database. */
  shutdownTimeoutMs: number;
  /**
   * SHUTDOWN_DRAIN_SECONDS: after SIGTERM, how long /ready answers 503 while every request is still served,
   * so a load balancer's health checks take the replica out before it stops accepting connections.
   */
  shutdownDrainMs: number;
};

export type WebhookConfig = {
  /**
   * WEBHOOK_ALLOW_PRIVATE=true: endpoints may be http and resolve to private, loopback and link-local
   * addresses. For tests and private deployments only: on a shared server it lets anyone probe the network.
   */
  allowPrivate: boolean;
  /** WEBHOOK_TIMEOUT_SECONDS: how long one attempt may take, connecting included. */
  timeoutMs: number;
  /** The waits between attempts: one more attempt than waits; after the last, the subscriber is disabled. */
  retryScheduleMs: number[];
  pollIntervalMs: number;
};

/** How long a delivery is retried for, its first attempt to its last: the sum of the schedule's waits. */
export const retryWindowMs = (config: WebhookConfig): number =>
  config.retryScheduleMs.reduce((sum, wait) => sum + wait, 0);

/** Doubling from a minute up to an hour, then hourly, until a day has passed since the first attempt. */
export function defaultWebhookRetrySchedule(): number[] {
  const schedule: number[] = [];
  let total = 0;
  for (let wait = 60_000; total + wait <= 24 * 60 * 60_000; wait = Math.min(wait * 2, 60 * 60_000)) {
    schedule.push(wait);
    total += wait;
  }
  return schedule;
}

/**
 * WEBHOOK_RETRY_SCHEDULE_MS (tests only): the waits between attempts in milliseconds, comma-separated,
 * instead of the day-long default, so a test sees retries and a disabled webhook in seconds. The worker
 * polls at least as often as the shortest wait (never more than every 100 ms), so a retry is not held
 * back by the usual 5-second poll.
 */
function webhookRetries(env: Env): Pick<WebhookConfig, 'retryScheduleMs' | 'pollIntervalMs'> {
  const raw = value(env, 'WEBHOOK_RETRY_SCHEDULE_MS');
  if (raw === undefined) return { retryScheduleMs: defaultWebhookRetrySchedule(), pollIntervalMs: 5000 };
  const waits = raw.split(',').map((entry) => Number(entry.trim()));
  if (waits.length > 100 || waits.some((wait) => !Number.isInteger(wait) || wait < 1 || wait > 86_400_000)) {
    throw new ConfigError(
      `WEBHOOK_RETRY_SCHEDULE_MS must list up to 100 waits in milliseconds (1 to 86400000), got "${raw}"`,
    );
  }
  return { retryScheduleMs: waits, pollIntervalMs: Math.max(100, Math.min(5000, ...waits)) };
}

/** Slow clients (a body trickled byte by byte) must not hold a connection for minutes. */
export type HttpTimeouts = {
  /** The whole request, headers and body, must arrive within this. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /**
   * A socket with no traffic in either direction (e.g. a client that stopped reading) is destroyed after
   * this. It must exceed keepAliveTimeout, or idle keep-alive sockets would be cut first; silent new
   * connections are handled by headersTimeout.
   */
  connectionTimeoutMs: number;
  /** Above a load balancer's idle timeout (60 s on AWS), so it never reuses a socket we are closing. */
  keepAliveTimeoutMs: number;
  /** How often Node checks requestTimeout/headersTimeout. */
  checkIntervalMs: number;
};

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  connectionTimeoutMs: 80_000,
  keepAliveTimeoutMs: 72_000,
  checkIntervalMs: 1000,
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 30, windowMs: 60_000 },
  loginPerPair: { max: 10, windowMs: 15 * 60_000 },
  loginPerEmail: { max: 100, windowMs: 15 * 60_000 },
  register: { max: 10, windowMs: 60 * 60_000 },
  passwordReset: { max: 5, windowMs: 15 * 60_000 },
  passwordResetPerEmail: { max: 30, windowMs: 15 * 60_000 },
  passwordResetPerIp: { max: 20, windowMs: 15 * 60_000 },
  resetPassword: { max: 10, windowMs: 15 * 60_000 },
  verifyEmail: { max: 20, windowMs: 15 * 60_000 },
  resendVerification: { max: 5, windowMs: 15 * 60_000 },
  subscribePerIp: { max: 20, windowMs: 15 * 60_000 },
  subscribePerEmail: { max: 3, windowMs: 60 * 60_000 },
};

const RATE_LIMIT_ENV: Record<keyof RateLimits, string> = {
  loginPerIp: 'RATE_LIMIT_LOGIN_IP',
  loginPerPair: 'RATE_LIMIT_LOGIN_PAIR',
  loginPerEmail: 'RATE_LIMIT_LOGIN_EMAIL',
  register: 'RATE_LIMIT_REGISTER',
  passwordReset: 'RATE_LIMIT_PASSWORD_RESET',
  passwordResetPerEmail: 'RATE_LIMIT_PASSWORD_RESET_EMAIL',
  passwordResetPerIp: 'RATE_LIMIT_PASSWORD_RESET_IP',
  resetPassword: 'RATE_LIMIT_RESET_PASSWORD',
  verifyEmail: 'RATE_LIMIT_VERIFY_EMAIL',
  resendVerification: 'RATE_LIMIT_RESEND_VERIFICATION',
  subscribePerIp: 'RATE_LIMIT_SUBSCRIBE_IP',
  subscribePerEmail: 'RATE_LIMIT_SUBSCRIBE_EMAIL',
};

/** Reads and validates the environment once, at start-up; nothing else reads process.env. */
export function loadConfig(env: Env): Config {
  // Relative to the repository, not the cwd: `npm run dev` runs in server/ but must use the same ./data.
  const dataDir = path.resolve(REPO_ROOT, value(env, 'DATA_DIR') ?? './data');
  const databaseUrl = value(env, 'DATABASE_URL');
  const port = integer(env, 'PORT', 8080, 0, 65_535);
  return {
    port,
    host: value(env, 'HOST') ?? 'localhost',
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: url(databaseUrl, 'DATABASE_URL', ['postgres:', 'postgresql:'], 'secret') }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    // These may carry passwords: errors about them never print the value.
    redisUrl: optionalUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], 'secret'),
    smtpUrl: optionalUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'secret'),
    mailFrom: value(env, 'MAIL_FROM') ?? 'Statusdeck <no-reply@statusdeck.local>',
    publicUrl: url(value(env, 'PUBLIC_URL') ?? `http://localhost:${port}`, 'PUBLIC_URL', [
      'http:',
      'https:',
    ]).replace(/\/+$/, ''),
    pagesDomain: optionalHostName(env, 'PAGES_DOMAIN'),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', ACCESS_TOKEN_TTL, 10, 24 * 60 * 60),
    remotes: remotes(env),
    legal: {
      termsUrl: optionalUrl(env, 'TERMS_URL', ['https:', 'http:']),
      privacyUrl: optionalUrl(env, 'PRIVACY_URL', ['https:', 'http:']),
    },
    signInQuote: signInQuote(env),
    invoiceSeller: invoiceSeller(env),
    corsOrigins: (value(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(url(origin, 'CORS_ORIGINS', ['http:', 'https:'])).origin),
    customDomainTarget: optionalHostName(env, 'CUSTOM_DOMAIN_TARGET'),
    dnsServers: dnsServers(env),
    trustProxy: trustProxy(value(env, 'TRUST_PROXY')),
    logLevel: logLevel(value(env, 'LOG_LEVEL')),
    rateLimits: rateLimits(env),
    repoRoot: REPO_ROOT,
    outbox: {
      pollIntervalMs: 5000,
      retryBaseMs: 5000,
      maxAttempts: 20,
      concurrency: integer(env, 'MAIL_CONCURRENCY', 4, 1, 64),
    },
    billingTestClock: booleanFlag(env, 'BILLING_TEST_CLOCK'),
    webhooks: {
      allowPrivate: booleanFlag(env, 'WEBHOOK_ALLOW_PRIVATE'),
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 1, 60) * 1000,
      ...webhookRetries(env),
    },
    passwordHashing: {
      // Each hash holds 128 MiB and a whole core for ~0.3 s: half the cores, the rest serve requests.
      workers: integer(
        env,
        'PASSWORD_HASH_WORKERS',
        Math.max(1, Math.floor(availableParallelism() / 2)),
        1,
        64,
      ),
      maxQueue: integer(env, 'PASSWORD_HASH_QUEUE', 16, 0, 10_000),
    },
    http: DEFAULT_HTTP_TIMEOUTS,
    shutdownTimeoutMs: 10_000,
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_SECONDS', 0, 0, 300) * 1000,
    // Last: it may write DATA_DIR/jwt-secret, which an invalid value above should not leave behind.
    jwtSecret: jwtSecret(env, dataDir),
  };
}

/** Comma-separated `ip`, `ip:port` or `[ipv6]:port`, as node:dns's setServers takes them. */
function dnsServers(env: Env): string[] {
  const entries = (value(env, 'DNS_SERVERS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const match =
      /^\[([0-9a-fA-F:.]+)\](?::(\d{1,5}))?$/.exec(entry) ??
      /^([0-9.]+|[0-9a-fA-F:]+)$/.exec(entry) ??
      /^([0-9.]+):(\d{1,5})$/.exec(entry);
    const port = match?.[2] === undefined ? 53 : Number(match[2]);
    if (!match?.[1] || isIP(match[1]) === 0 || port < 1 || port > 65_535) {
      throw new ConfigError(
        `DNS_SERVERS must list IP addresses with an optional port (1.1.1.1, 127.0.0.1:5353), got "${entry}"`,
      );
    }
  }
  return entries;
}

/** By default each remote's manifest is where the all-in-one server mounts it. */
function remotes(env: Env): Record<string, string> {
  const entries = REMOTE_APPS.map(({ mfName, envVar, mountPrefix }) => {
    const name = envVar ?? '';
    const raw = value(env, name);
    if (raw !== undefined && !raw.startsWith('/')) url(raw, name, ['http:', 'https:']);
    return [mfName, raw ?? `${mountPrefix}${MF_MANIFEST_FILE}`];
  });
  return Object.fromEntries(entries);
}

/** SIGNIN_QUOTE with its optional SIGNIN_QUOTE_AUTHOR and SIGNIN_QUOTE_ROLE; a role needs an author. */
function signInQuote(env: Env): SignInQuote | null {
  const text = shortText(env, 'SIGNIN_QUOTE', 300);
  const author = shortText(env, 'SIGNIN_QUOTE_AUTHOR', 80);
  const role = shortText(env, 'SIGNIN_QUOTE_ROLE', 80);
  if (text === null) {
    if (author !== null || role !== null)
      throw new ConfigError('SIGNIN_QUOTE_AUTHOR and SIGNIN_QUOTE_ROLE need SIGNIN_QUOTE');
    return null;
  }
  if (role !== null && author === null) throw new ConfigError('SIGNIN_QUOTE_ROLE needs SIGNIN_QUOTE_AUTHOR');
  return { text, author, role };
}

/** `RATE_LIMIT_LOGIN_IP=30/60` means 30 requests per 60 seconds. */
function rateLimits(env: Env): RateLimits {
  const entries = Object.entries(RATE_LIMIT_ENV).map(([key, name]) => {
    const raw = value(env, name);
    const fallback = DEFAULT_RATE_LIMITS[key as keyof RateLimits];
    if (raw === undefined) return [key, fallback];
    const match = /^(\d+)\/(\d+)$/.exec(raw);
    if (!match || Number(match[2]) === 0) {
      throw new ConfigError(`${name} must look like "<max>/<window seconds>", e.g. "30/60"`);
    }
    return [key, { max: Number(match[1]), windowMs: Number(match[2]) * 1000 }];
  });
  return Object.fromEntries(entries) as RateLimits;
}
