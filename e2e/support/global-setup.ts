// Starts the real product for the browser tests: the production build served by the
// all-in-one server, sending mail to a loopback SMTP server. The database is a fresh embedded
// PGlite, or the PostgreSQL server E2E_DATABASE_URL names (CI); the tests reach it only through
// the product.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, MF_MANIFEST_FILE } from '../../shared/src/apps/app-manifest';
import { startMailbox } from './mailbox';
import { APP_PORT, BASE_URL, MAIL_DIR, PUBLIC_ORIGIN, PUBLIC_ORIGIN_PORT, SMTP_PORT } from './ports';
import { startStaticOrigin } from './static-origin';

const repoRoot = join(__dirname, '..', '..');

async function waitUntilReady(server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE_URL}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready on ${BASE_URL} after ${timeoutMs} ms`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const entry = join(repoRoot, 'server/dist/server.js');
  if (!existsSync(entry) || !existsSync(join(repoRoot, 'host/dist/index.html'))) {
    throw new Error('run `npm run build` first: the end-to-end tests use the production build');
  }
  const mailbox = await startMailbox(SMTP_PORT, MAIL_DIR);
  // remote-public lives on its own origin: the host must find it through /app-config.json.
  const publicOrigin = await startStaticOrigin(
    join(repoRoot, APPS.public.folder, 'dist'),
    PUBLIC_ORIGIN_PORT,
    BASE_URL,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'statusdeck-e2e-'));
  // The server's request log goes to a file, kept for reading after a failure.
  mkdirSync(join(__dirname, '..', '.tmp'), { recursive: true });
  const log = openSync(join(__dirname, '..', '.tmp', 'server.log'), 'w');
  const server = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
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
    },
  });
  await waitUntilReady(server, 60_000);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
    await new Promise<void>((resolve) => publicOrigin.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
