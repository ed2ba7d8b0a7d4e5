import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';

/**
 * The config every test starts from: PGlite in memory, or the shared PostgreSQL when DATABASE_URL is set
 * (then all test files share one database, so tests create their own uniquely named data).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const databaseUrl = process.env.DATABASE_URL;
  const base = loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: databaseUrl });
  return {
    ...base,
    database: databaseUrl ? base.database : { kind: 'pglite', dataDir: null },
    logLevel: 'silent',
    outbox: { pollIntervalMs: 50, retryBaseMs: 50, maxAttempts: 20 },
    webhooks: { ...base.webhooks, pollIntervalMs: 50 },
    ...overrides,
  };
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Mails printed without SMTP go nowhere unless a test captures them, keeping the test output readable.
  const discard = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const app = await buildApp(testConfig(overrides), { mailOutput: discard, ...options });
  await app.ready();
  return app;
}

/** Unique per call, so tests never collide, even across files sharing one PostgreSQL. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(6).toString('hex')}@example.test`;
}
