// Requests per second of the management API's hot routes, each as a ratio to a bare Fastify route served
// by the same process in the same run, so the figures survive a slower machine. The server runs here, on
// the on-disk embedded database `npm start` uses (and on PostgreSQL when BENCH_DATABASE_URL is set), at the
// shipped log level; autocannon runs in a process of its own (api-load.ts) with 20 connections.
// Runs alone: `npx tsx scripts/bench/api-throughput.ts`.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import {
  accessTokenFor,
  createComponent,
  createIncident,
  createPage,
  createUser,
} from '../../server/src/testing/factories';
import { type LoadRequest, load } from './api-load';

export type ThroughputRow = {
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  ratio: number;
  /** CPU time of this process (server, its database thread, the bare route) per request. */
  cpuMicrosPerRequest: number;
};
export type ThroughputRun = {
  database: string;
  loadAverage: number;
  rows: ThroughputRow[];
  /** Each round's ratio per route, in the rows' order (the baseline left out). */
  ratios: number[][];
};

const CONNECTIONS = 20;
/** Rounds of every route (BENCH_ROUNDS); each route is printed as its median round. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The element whose key is the median (the lower of the middle two for an even count). */
function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error('nothing measured');
  return middle;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/**
 * Every route, the baseline too, is loaded for WARM_UP_SECONDS first, by the same client process, and
 * measured after: the JIT, the statement caches and the connection pool settle, and so does the client.
 * Traced per second, a write route reached its steady rate 2-3 s into its load.
 */
const WARM_UP_SECONDS = 3;

async function measure(origin: string, requests: LoadRequest[], seconds: number) {
  let cpuBefore = process.cpuUsage();
  const result = await load(
    origin,
    requests,
    { seconds, warmUpSeconds: WARM_UP_SECONDS, connections: CONNECTIONS },
    () => {
      cpuBefore = process.cpuUsage();
    },
  );
  const cpu = process.cpuUsage(cpuBefore);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${requests[0]?.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuMicrosPerRequest = result.total === 0 ? 0 : (cpu.user + cpu.system) / result.total;
  return { requestsPerSecond: result.requestsPerSecond, p99Ms: result.p99Ms, cpuMicrosPerRequest };
}

/** An organisation of three pages; the first has eight components and three incidents (one open). */
async function seed(app: FastifyInstance) {
  const user = await createUser(app);
  const pages = [];
  for (const name of ['API', 'Website', 'Payments'])
    pages.push(await createPage(app, user.organization_id, name));
  const page = pages[0];
  if (!page) throw new Error('no page');
  const components = [];
  for (const name of ['API', 'Database', 'Jobs', 'CDN', 'DNS', 'Website', 'Dashboard', 'E-mail'])
    components.push(await createComponent(app, page.id, { name }));
  for (const other of pages.slice(1)) await createComponent(app, other.id, { name: 'Website' });
  await createIncident(app, page.id, { name: 'Elevated API errors', status: 'identified', impact: 'major' });
  await createIncident(app, page.id, { name: 'Slow dashboard', status: 'resolved', resolved: true });
  await createIncident(app, page.id, { name: 'DNS failures', status: 'resolved', resolved: true });
  return {
    token: await accessTokenFor(app, user),
    pageId: page.id,
    componentIds: components.map((component) => component.id),
  };
}

async function runOn(
  label: string,
  databaseUrl: string,
  dataDir: string,
  seconds: number,
  withStatic: boolean,
): Promise<ThroughputRun> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  const bareOrigin = await listen(bare);

  // The shipped log level: one info line per management request, written where nobody reads it, the way
  // the server writes its log in production (pino's default destination: a synchronous write per line to
  // the process's output). An fs.WriteStream instead hands every line to libuv's thread pool, one thread
  // switch each, which on this 2-core machine cost more than the line (22 µs a line in profiles).
  const config = loadConfig({
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  const logFd = openSync('/dev/null', 'w');
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writeSync(logFd, chunk);
      done();
    },
  });
  const app = await buildApp(config, { logStream, mailOutput: logStream });
  try {
    const origin = await listen(app);
    const { token, pageId, componentIds } = await seed(app);
    const headers = { authorization: `Bearer ${token}` };
    const get = (path: string, auth = true): LoadRequest[] => [
      { method: 'GET', path, headers: auth ? headers : {} },
    ];
    const statusTo = (status: string, componentId = componentIds[0]): LoadRequest => ({
      method: 'PATCH',
      path: `/v1/pages/${pageId}/components/${componentId}`,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    const routes: [string, LoadRequest[]][] = [
      ...(withStatic
        ? ([
            ['GET /health', get('/health', false)],
            // As a browser asks for it: compressed (the server keeps one Brotli copy per version of the file).
            [
              'GET /locales/en/translation.json (Accept-Encoding: gzip, deflate, br)',
              [
                {
                  method: 'GET',
                  path: '/locales/en/translation.json',
                  headers: { 'accept-encoding': 'gzip, deflate, br' },
                },
              ],
            ],
          ] as [string, LoadRequest[]][])
        : []),
      ['GET /v1/users/me', get('/v1/users/me')],
      ['GET /v1/pages (3 pages)', get('/v1/pages')],
      ['GET /v1/pages/{id}/components (8)', get(`/v1/pages/${pageId}/components`)],
      ['GET /v1/pages/{id}/incidents (3)', get(`/v1/pages/${pageId}/incidents`)],
      [
        'PATCH /v1/pages/{id}/components/{id} {status}, alternating',
        [statusTo('degraded_performance'), statusTo('operational')],
      ],
      // What a monitoring integration sends: each of the page's components in turn.
      // The row above, twenty clients on one component, stays: it is the hard case.
      [
        'PATCH /v1/pages/{id}/components/{id} {status}, the 8 components in turn',
        componentIds.flatMap((id) => [statusTo('degraded_performance', id), statusTo('operational', id)]),
      ],
    ];

    // BENCH_ROUTES (a regular expression) runs only the routes whose label it matches, beside the baseline.
    const only = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null;
    const chosen = routes.filter(([route]) => !only || only.test(route));
    const loadAverage = loadavg()[0] ?? 0;
    // ROUNDS rounds of the baseline, every route, the baseline again. Each route's ratio in a round is to
    // the mean of that round's two baselines (the machine's load drifts during a run), and each route is
    // printed as its round with the median ratio: one 5 s measurement of a write varied by ±7 % in one
    // process, and a run's rounds share whatever the machine was doing in each.
    const baselines: Array<Omit<ThroughputRow, 'route' | 'ratio'>> = [];
    const rounds: ThroughputRow[][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await measure(bareOrigin, get('/bare', false), seconds);
      const figures: Omit<ThroughputRow, 'ratio'>[] = [];
      for (const [route, requests] of chosen)
        figures.push({ route, ...(await measure(origin, requests, seconds)) });
      const after = await measure(bareOrigin, get('/bare', false), seconds);
      baselines.push(before, after);
      const baseline = (before.requestsPerSecond + after.requestsPerSecond) / 2;
      rounds.push(figures.map((row) => ({ ...row, ratio: row.requestsPerSecond / baseline })));
    }
    const bare = medianBy(baselines, (row) => row.requestsPerSecond);
    const rows: ThroughputRow[] = [
      { route: `bare Fastify GET /bare (baseline, the median of ${baselines.length})`, ...bare, ratio: 1 },
      ...chosen.map((_, index) =>
        medianBy(
          rounds.map((figures) => figures[index] as ThroughputRow),
          (row) => row.ratio,
        ),
      ),
    ];
    return {
      database: label,
      loadAverage,
      rows,
      ratios: rounds.map((figures) => figures.map((row) => row.ratio)),
    };
  } finally {
    await app.close();
    await bare.close();
    logStream.end();
    closeSync(logFd);
  }
}

/** On the on-disk embedded database, then on PostgreSQL if BENCH_DATABASE_URL names one. */
export async function benchApiThroughput(seconds: number): Promise<ThroughputRun[]> {
  const runs: ThroughputRun[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'statusdeck-api-bench-'));
  try {
    runs.push(await runOn('embedded PGlite, on disk', '', dataDir, seconds, true));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) {
    const scratch = mkdtempSync(join(tmpdir(), 'statusdeck-api-bench-'));
    try {
      runs.push(await runOn('PostgreSQL', databaseUrl, scratch, seconds, false));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return runs;
}

export function printApiThroughput(runs: ThroughputRun[], seconds: number): void {
  console.log(
    `Management API throughput (server in this process at LOG_LEVEL=info, autocannon in its own process, ${CONNECTIONS} connections, ${seconds} s per route after ${WARM_UP_SECONDS} s of warm-up, the median of ${ROUNDS} rounds):`,
  );
  for (const run of runs) {
    console.log(`  ${run.database} (load average ${run.loadAverage.toFixed(2)} at the start):`);
    run.rows.forEach((row, index) => {
      // The rounds' ratios beside the median one printed (none for the baseline).
      const rounds =
        index === 0 ? '' : ` (rounds: ${run.ratios.map((round) => round[index - 1]?.toFixed(3)).join(', ')})`;
      console.log(
        `    ${row.route}: ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms, ` +
          `${row.ratio.toFixed(3)}× bare${rounds}, CPU ${Math.round(row.cpuMicrosPerRequest)} µs/request`,
      );
    });
  }
}

if (require.main === module) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  benchApiThroughput(seconds).then(
    (runs) => printApiThroughput(runs, seconds),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
