// Does a storm of sign-ins slow everything else? scrypt runs on the server's own hashing threads with a
// bounded queue (server/src/lib/password-pool.ts), so static reads must stay fast while 30 wrong-password
// logins arrive at once. Prints the latency of GET /locales/en/translation.json alone (baseline) and
// during the storm, and how the logins were answered. Runs alone: `npx tsx scripts/bench/login-storm.ts`.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';

export type StormFigures = {
  logins: number;
  answers: Record<number, number>;
  baselineMedianMs: number;
  stormMedianMs: number;
  stormMaxMs: number;
  stormMs: number;
};

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchLoginStorm(logins = 30, reads = 20): Promise<StormFigures> {
  const config = loadConfig({
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    // The storm is about CPU, not about the limits that would otherwise refuse it before any hashing.
    RATE_LIMIT_LOGIN_IP: '10000/60',
  });
  const app: FastifyInstance = await buildApp({ ...config, database: { kind: 'pglite', dataDir: null } });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const locales = `${base}/locales/en/translation.json`;
  try {
    const baseline: number[] = [];
    for (let index = 0; index < reads; index += 1) baseline.push(await timed(locales));

    const stormStarted = performance.now();
    const storm = Array.from({ length: logins }, (_, index) =>
      fetch(`${base}/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Distinct addresses: every attempt reaches the password check instead of a per-address limit.
        body: JSON.stringify({ email: `storm-${index}@example.test`, password: 'not the password' }),
      }).then((response) => response.status),
    );
    const during: number[] = [];
    for (let index = 0; index < reads; index += 1) during.push(await timed(locales));
    const statuses = await Promise.all(storm);
    const stormMs = performance.now() - stormStarted;

    const answers: Record<number, number> = {};
    for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
    return {
      logins,
      answers,
      baselineMedianMs: median(baseline),
      stormMedianMs: median(during),
      stormMaxMs: Math.max(...during),
      stormMs,
    };
  } finally {
    await app.close();
  }
}

export function printLoginStorm(figures: StormFigures): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const answers = Object.entries(figures.answers)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  console.log(`Sign-in storm (${figures.logins} concurrent wrong-password logins, embedded PGlite):`);
  console.log(`  GET /locales/en/translation.json alone: median ${ms(figures.baselineMedianMs)}`);
  console.log(
    `  during the storm: median ${ms(figures.stormMedianMs)} (${(figures.stormMedianMs / figures.baselineMedianMs).toFixed(1)}× baseline), worst ${ms(figures.stormMaxMs)}`,
  );
  console.log(`  logins answered: ${answers} (503 = hashing queue full) in ${ms(figures.stormMs)}`);
}

if (require.main === module) {
  benchLoginStorm().then(printLoginStorm, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
