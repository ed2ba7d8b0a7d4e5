// Throughput of the public read path during an incident: the built server at its default log
// level, autocannon in a process of its own at 100 connections, against a bare Fastify route served by the
// same server process (the baseline), the product's public JSON, the Statuspage summary.json and the
// server-rendered page; then the same again while a writer posts an incident update every 100 ms.
// Targets: ≥ 0.6× the bare route, p99 ≤ 25 ms, no errors. Runs alone: `npx tsx scripts/bench/public-throughput.ts`.
import { existsSync, readFileSync } from 'node:fs';
import { autocannon } from './autocannon-process';
import { databaseLabel, type PublicServer, startPublicServer } from './public-server';

export type LoadRow = {
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  ratio: number;
  /** CPU time of the server process per request: steadier than req/s on a machine shared with other work. */
  cpuMicrosPerRequest: number | null;
  /** Bytes read per response, headers included (the open incident's timeline grows while the writer runs). */
  bytesPerResponse: number;
};

export type PublicThroughput = {
  seconds: number;
  connections: number;
  calm: LoadRow[];
  underWrites: LoadRow[];
  writes: { sent: number; failed: number };
};

/** User + system CPU milliseconds of a process so far (Linux /proc; null elsewhere). */
function cpuMs(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

async function measure(
  server: PublicServer,
  label: string,
  url: string,
  seconds: number,
  connections: number,
  baseline?: number,
): Promise<LoadRow> {
  await autocannon(url, 1, connections); // warm-up: JIT, caches, connections
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon(url, seconds, connections);
  const cpuAfter = cpuMs(server.pid);
  const requestsPerSecond = result.requests.average;
  return {
    route: label,
    requestsPerSecond,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ratio: baseline ? requestsPerSecond / baseline : 1,
    bytesPerResponse: result.requests.total === 0 ? 0 : result.throughput.total / result.requests.total,
    cpuMicrosPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}

async function runAll(server: PublicServer, seconds: number, connections: number): Promise<LoadRow[]> {
  const { origin, slug } = server;
  const bare = await measure(
    server,
    'bare Fastify GET /bare (baseline)',
    server.bareUrl,
    seconds,
    connections,
  );
  const rows: LoadRow[] = [bare];
  const routes: [string, string][] = [
    ['GET /v1/public/pages/{slug}', `/v1/public/pages/${slug}`],
    ['GET /status/{slug}/api/v2/summary.json', `/status/${slug}/api/v2/summary.json`],
    ['GET /public-page?page={slug} (server-rendered)', `/public-page?page=${slug}`],
  ];
  for (const [label, path] of routes)
    rows.push(await measure(server, label, `${origin}${path}`, seconds, connections, bare.requestsPerSecond));
  return rows;
}

/** PATCHes the open incident with a new update every `everyMs` until stopped. */
function startWriter(server: PublicServer, everyMs: number) {
  const writes = { sent: 0, failed: 0 };
  const url = `${server.origin}/v1/pages/${server.pageId}/incidents/${server.openIncidentId}`;
  const timer = setInterval(() => {
    writes.sent += 1;
    fetch(url, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        body: `Update ${writes.sent}: still investigating`,
        deliver_notifications: false,
      }),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) writes.failed += 1;
      })
      .catch(() => {
        writes.failed += 1;
      });
  }, everyMs);
  return { writes, stop: () => clearInterval(timer) };
}

export async function benchPublicThroughput(seconds = 5, connections = 100): Promise<PublicThroughput> {
  const server = await startPublicServer();
  try {
    // The first render and snapshot build are not what a visitor during an incident waits for.
    for (const path of [`/public-page?page=${server.slug}`, `/v1/public/pages/${server.slug}`])
      await (await fetch(`${server.origin}${path}`)).arrayBuffer();
    const calm = await runAll(server, seconds, connections);
    const writer = startWriter(server, 100);
    try {
      const underWrites = await runAll(server, seconds, connections);
      return { seconds, connections, calm, underWrites, writes: writer.writes };
    } finally {
      writer.stop();
    }
  } finally {
    await server.stop();
  }
}

export function printPublicThroughput(figures: PublicThroughput): void {
  const line = (row: LoadRow) =>
    `    ${row.route}: ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms, ${row.errors} errors, ` +
    `${row.ratio.toFixed(2)}× bare, ${(row.bytesPerResponse / 1024).toFixed(1)} KB/response` +
    (row.cpuMicrosPerRequest === null
      ? ''
      : `, server CPU ${Math.round(row.cpuMicrosPerRequest)} µs/request`);
  console.log(
    `Public read path (built server on ${databaseLabel}, LOG_LEVEL=info, autocannon in its own process, ${figures.connections} connections, ${figures.seconds} s per route, Accept-Encoding: gzip, deflate, br):`,
  );
  console.log('  calm:');
  for (const row of figures.calm) console.log(line(row));
  console.log(
    `  while an incident update is posted every 100 ms (${figures.writes.sent} posted, ${figures.writes.failed} failed):`,
  );
  for (const row of figures.underWrites) console.log(line(row));
}

if (require.main === module) {
  benchPublicThroughput(Number(process.env.BENCH_SECONDS ?? 5)).then(
    printPublicThroughput,
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
