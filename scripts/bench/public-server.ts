// The built product server (server/dist) on a seeded embedded PostgreSQL, for the public-page benchmarks:
// one published page with groups, components (90-day uptime each) and incidents, an owner's bearer token
// for the writer, and in the same process a bare Fastify route as the baseline. The data is seeded by the
// TypeScript sources into a PGlite directory, which the built server then opens (or into the PostgreSQL
// database BENCH_DATABASE_URL names, which the server then uses).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import {
  accessTokenFor,
  createComponent,
  createGroup,
  createIncident,
  createPage,
  createUser,
} from '../../server/src/testing/factories';

export const repoRoot = join(__dirname, '..', '..');

export type PublicServer = {
  /** The server process's id (CPU time is read from /proc/{pid}/stat). */
  pid: number;
  origin: string;
  bareUrl: string;
  slug: string;
  pageId: string;
  openIncidentId: string;
  token: string;
  stop(): Promise<void>;
};

/** A port nobody listens on right now (the servers are child processes, so port 0 cannot be read back). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function requireBuilt(): void {
  const needed = ['server/dist/server.js', 'remote-public/dist/ssr/render.cjs'];
  const missing = needed.filter((file) => !existsSync(join(repoRoot, file)));
  if (missing.length > 0) throw new Error(`Build first (npm run build): missing ${missing.join(', ')}`);
}

/** BENCH_DATABASE_URL=postgres://… runs the server on that PostgreSQL instead of the embedded PGlite. */
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';

export const databaseLabel = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

async function seed(dataDir: string, jwtSecret: string) {
  const config = loadConfig({ JWT_SECRET: jwtSecret, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL });
  const app = await buildApp(config, { mailOutput: process.stderr });
  try {
    const owner = await createUser(app);
    const page = await createPage(app, owner.organization_id, 'Acme Cloud');
    await app.db.query(
      "UPDATE pages SET published = true, description = 'Status of the Acme Cloud services' WHERE id = $1",
      [page.id],
    );
    const core = await createGroup(app, page.id, 'Core platform');
    const edge = await createGroup(app, page.id, 'Edge');
    const components = [
      ['API', core.id, 'partial_outage'],
      ['Database', core.id, 'operational'],
      ['Background jobs', core.id, 'operational'],
      ['CDN', edge.id, 'operational'],
      ['DNS', edge.id, 'operational'],
      ['Website', null, 'operational'],
      ['Dashboard', null, 'degraded_performance'],
      ['E-mail delivery', null, 'operational'],
    ] as const;
    for (const [name, groupId, status] of components)
      await createComponent(app, page.id, { name, groupId, status });
    const open = await createIncident(app, page.id, {
      name: 'Elevated API error rates',
      status: 'identified',
      impact: 'major',
    });
    await createIncident(app, page.id, { name: 'Slow dashboard loads', status: 'resolved', resolved: true });
    return {
      slug: page.slug,
      pageId: page.id,
      openIncidentId: open.id,
      token: await accessTokenFor(app, owner),
    };
  } finally {
    await app.close();
  }
}

// The built server, and beside it in the same process the baseline: a bare Fastify route.
const CHILD = `
const bare = require('fastify')();
bare.get('/bare', async () => ({ status: 'ok' }));
bare.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) }).then(() => require(process.env.SERVER_ENTRY));
`;

export async function startPublicServer(
  options: { corsOrigin?: string; nodeArgs?: string[] } = {},
): Promise<PublicServer> {
  requireBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'statusdeck-public-bench-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const seeded = await seed(dataDir, jwtSecret);
  // BENCH_SERVER_PORT / BENCH_BARE_PORT pin them (a machine whose ports are shared out); else any free ones.
  const port = Number(process.env.BENCH_SERVER_PORT) || (await freePort());
  const barePort = Number(process.env.BENCH_BARE_PORT) || (await freePort());
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), '-e', CHILD], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SERVER_ENTRY: join(repoRoot, 'server/dist/server.js'),
      BARE_PORT: String(barePort),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The default log level, as shipped.
      LOG_LEVEL: 'info',
      CORS_ORIGINS: options.corsOrigin ?? '',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${origin}/ready`)).ok) {
        return { pid: child.pid ?? 0, origin, bareUrl: `http://127.0.0.1:${barePort}/bare`, ...seeded, stop };
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the built server did not become ready');
}
