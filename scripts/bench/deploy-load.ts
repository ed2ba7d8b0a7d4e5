// The public read path of the deployment (deploy/README.md) under a crowd: 1,000 concurrent readers through
// HAProxy on two replicas (PostgreSQL, Redis, SMTP of their own, scripts/deploy/layout.ts) while an incident
// update is posted every 100 ms, against HAProxy serving a static file of the same size in the same run and
// under the same writes. autocannon runs in a process of its own. Prints errors, p50/p99, requests per second
// and the ratio to the static file; nothing fails on timing. Runs alone, after `npm run build`:
// `npx tsx scripts/bench/deploy-load.ts` (BENCH_SECONDS=60, BENCH_CONNECTIONS=1000 by default).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, expectStatus, type Json, publishedPage, unique } from '../deploy/client';
import { type Layout, startLayout } from '../deploy/layout';
import { PORTS } from '../deploy/services';
import { autocannon } from './autocannon-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const WRITE_EVERY_MS = 100;
const STATIC_PORT = PORTS.balancer + 3;

type Row = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  kb: number;
  writes: string;
};

async function seed(layout: Layout) {
  const lb = layout.balancer.url;
  const owner = `${unique('bench')}@example.test`;
  const { token, page, pagePath: base } = await publishedPage(lb, layout.smtp.mails, owner, 'Bench');
  const components: Json[] = [];
  for (const name of ['API', 'Database', 'CDN', 'Website']) {
    components.push(
      expectStatus(await call(lb, 'POST', `${base}/components`, { token, body: { name } }), 201, name),
    );
  }
  // Each measured run gets a fresh incident, so each sees the same timeline grow (about 600 updates).
  const openIncident = async () => {
    const incident = expectStatus(
      await call(lb, 'POST', `${base}/incidents`, {
        token,
        body: {
          name: unique('Elevated error rates'),
          impact: 'minor',
          body: 'We are looking into it.',
          components: [{ id: components[0].id, status: 'degraded_performance' }],
          deliver_notifications: false,
        },
      }),
      201,
      'incident',
    );
    return `${lb}${base}/incidents/${incident.id}`;
  };
  return { token, slug: page.slug as string, openIncident };
}

/** An incident update every WRITE_EVERY_MS through the balancer, until stopped. */
function startWriter(incidentUrl: string, token: string) {
  const writes = { sent: 0, failed: 0 };
  const timer = setInterval(() => {
    writes.sent += 1;
    fetch(incidentUrl, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `Update ${writes.sent}`, deliver_notifications: false }),
    })
      .then((response) => {
        if (response.status !== 200) writes.failed += 1;
        return response.arrayBuffer();
      })
      .catch(() => {
        writes.failed += 1;
      });
  }, WRITE_EVERY_MS);
  return {
    writes,
    stop: () => clearInterval(timer),
  };
}

async function measure(
  label: string,
  url: string,
  openIncident: () => Promise<string>,
  token: string,
): Promise<Row> {
  await autocannon(url, 2, CONNECTIONS); // warm-up: connections, JIT, snapshots
  const incidentUrl = await openIncident();
  const writer = startWriter(incidentUrl, token);
  const result = await autocannon(url, SECONDS, CONNECTIONS);
  writer.stop();
  // Resolved, so the next run's page has one open incident again.
  await fetch(incidentUrl, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'resolved', body: 'Resolved.', deliver_notifications: false }),
  });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    kb: result.requests.total === 0 ? 0 : result.throughput.total / result.requests.total / 1024,
    writes: `${writer.writes.sent} posted, ${writer.writes.failed} failed`,
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'statusdeck-bench-'));
  const staticFile = join(dir, 'static.json');
  const haproxyExtra = join(dir, 'static.cfg');
  // HAProxy reads the file when it starts, before the page exists: a JSON document of about the size of
  // the compressed public JSON (1.5 KB) stands in.
  writeFileSync(staticFile, JSON.stringify({ padding: 'x'.repeat(1500) }));
  writeFileSync(
    haproxyExtra,
    [
      'frontend static_baseline',
      `  bind 127.0.0.1:${STATIC_PORT}`,
      `  http-request return status 200 content-type application/json file ${staticFile}`,
      '',
    ].join('\n'),
  );
  const layout = await startLayout({ haproxyConfig: [haproxyExtra] });
  try {
    const { token, slug, openIncident } = await seed(layout);
    const lb = layout.balancer.url;
    const rows: Row[] = [];
    rows.push(
      await measure(
        'HAProxy serving a static file (baseline)',
        `http://127.0.0.1:${STATIC_PORT}/`,
        openIncident,
        token,
      ),
    );
    rows.push(
      await measure('GET /v1/public/pages/{slug}', `${lb}/v1/public/pages/${slug}`, openIncident, token),
    );
    rows.push(
      await measure(
        'GET /status/{slug}/api/v2/summary.json',
        `${lb}/status/${slug}/api/v2/summary.json`,
        openIncident,
        token,
      ),
    );
    const baseline = rows[0]?.rps ?? 1;
    console.log(
      `\n${CONNECTIONS} connections through HAProxy to 2 replicas (PostgreSQL), ${SECONDS} s each, ` +
        `an incident update every ${WRITE_EVERY_MS} ms during each run\n`,
    );
    console.log('| what | errors | p50 | p99 | requests/s | ratio | KB/answer | incident updates |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.label} | ${row.errors} | ${row.p50} ms | ${row.p99} ms | ${Math.round(row.rps)} | ` +
          `${(row.rps / baseline).toFixed(2)} | ${row.kb.toFixed(1)} | ${row.writes} |`,
      );
    }
  } finally {
    await layout.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
