// Starts the all-in-one production server as a child process, for the global setup and for a spec
// that needs a server of its own with a different configuration (a short access-token lifetime).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, MF_MANIFEST_FILE } from '../../shared/src/apps/app-manifest';
import { PUBLIC_ORIGIN, SMTP_PORT } from './ports';

const repoRoot = join(__dirname, '..', '..');

export type ProductServer = { baseUrl: string; stop(): Promise<void> };

async function waitUntilReady(server: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready on ${baseUrl} after ${timeoutMs} ms`);
}

/**
 * A fresh embedded PGlite (or the PostgreSQL server E2E_DATABASE_URL names), mail to the loopback
 * SMTP server, its log written to `logFile`; `env` adds or overrides variables.
 */
export async function startProductServer(options: {
  port: number;
  logFile: string;
  env?: Record<string, string>;
}): Promise<ProductServer> {
  const entry = join(repoRoot, 'server/dist/server.js');
  if (!existsSync(entry) || !existsSync(join(repoRoot, 'host/dist/index.html'))) {
    throw new Error('run `npm run build` first: the end-to-end tests use the production build');
  }
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'statusdeck-e2e-'));
  const log = openSync(options.logFile, 'w');
  const server = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Statusdeck <no-reply@statusdeck.test>',
      [APPS.public.envVar]: `${PUBLIC_ORIGIN}/${MF_MANIFEST_FILE}`,
      CORS_ORIGINS: PUBLIC_ORIGIN,
      // Every test registers (and verifies) its own accounts, accepts invitations and confirms
      // subscriptions, all from 127.0.0.1: the per-IP defaults (10 registrations an hour, 20 link
      // submissions and 10 invitation acceptances per 15 minutes) are for the real world.
      RATE_LIMIT_REGISTER: '200/3600',
      RATE_LIMIT_VERIFY_EMAIL: '500/900',
      RATE_LIMIT_RESET_PASSWORD: '200/900',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      REDIS_URL: '',
      ...options.env,
    },
  });
  try {
    await waitUntilReady(server, baseUrl, 60_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
