// Requests per second of the product's hot routes, each as a ratio to a bare Fastify route
// served by the same process in the same run, so the figures survive a slower machine.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { accessTokenFor, createPage, createUser } from '../../server/src/testing/factories';

export type ThroughputRow = { route: string; requestsPerSecond: number; p99Ms: number; ratio: number };

async function measure(url: string, seconds: number, headers: Record<string, string> = {}) {
  // A short warm-up lets the JIT and the connection pool settle before the counted run.
  await autocannon({ url, connections: 20, duration: 1, headers });
  const result = await autocannon({ url, connections: 20, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

export async function benchApiThroughput(seconds: number): Promise<ThroughputRow[]> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  const bareUrl = await listen(bare);

  const config = loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' });
  const app = await buildApp({ ...config, database: { kind: 'pglite', dataDir: null } });
  const appUrl = await listen(app);
  const user = await createUser(app);
  for (const name of ['API', 'Website', 'Payments']) await createPage(app, user.organization_id, name);
  const auth = { authorization: `Bearer ${await accessTokenFor(app, user)}` };

  try {
    const baseline = await measure(`${bareUrl}/bare`, seconds);
    const rows: ThroughputRow[] = [{ route: 'bare Fastify GET /bare (baseline)', ...baseline, ratio: 1 }];
    const routes: [string, string, Record<string, string>][] = [
      ['GET /health', '/health', {}],
      ['GET /app-config.json', '/app-config.json', {}],
      ['GET /locales/en/translation.json', '/locales/en/translation.json', {}],
      ['GET /v1/pages (bearer, 3 pages)', '/v1/pages', auth],
    ];
    for (const [label, path, headers] of routes) {
      const figures = await measure(`${appUrl}${path}`, seconds, headers);
      rows.push({ route: label, ...figures, ratio: figures.requestsPerSecond / baseline.requestsPerSecond });
    }
    return rows;
  } finally {
    await app.close();
    await bare.close();
  }
}
