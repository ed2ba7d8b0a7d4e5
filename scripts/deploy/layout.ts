// The deployment of deploy/README.md on loopback, for the deployment tests and the load benchmark: a private
// PostgreSQL cluster, a private Redis, a real SMTP server, two replicas of the built server and HAProxy with
// deploy/haproxy.cfg. Each part can be stopped and started again (the drills do), and stop() ends everything
// this process started, by PID. Nothing here touches the machine's shared PostgreSQL or Redis.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, tail, waitFor } from './processes';
import {
  type Balancer,
  createBalancer,
  createPostgres,
  createRedis,
  createReplica,
  createSmtp,
  PORTS,
  type Postgres,
  type RedisServer,
  type Replica,
  type Smtp,
} from './services';

/**
 * Seconds a replica answers /ready with 503 after SIGTERM: haproxy.cfg takes it out after ~1 s.
 * DEPLOY_DRAIN_SECONDS=0 shows what happens without draining.
 */
export const DRAIN_SECONDS = Number(process.env.DEPLOY_DRAIN_SECONDS ?? 3);

export type Layout = {
  dir: string;
  postgres: Postgres;
  redis: RedisServer;
  smtp: Smtp;
  replicas: [Replica, Replica];
  balancer: Balancer;
  /** Resolves once requests through the balancer reach every running replica. */
  waitForBalancer(): Promise<void>;
  /** Stops everything; the logs' directory is removed unless `keepLogs` (or DEPLOY_KEEP_LOGS=1). */
  stop(keepLogs?: boolean): Promise<void>;
};

export type LayoutOptions = {
  /** Extra server environment (rate limits for the tests). */
  env?: Record<string, string>;
  /** More HAProxy configuration files (the benchmark's static baseline). */
  haproxyConfig?: string[];
};

export function requireBuilt(): void {
  const needed = ['server/dist/server.js', 'remote-public/dist/ssr/render.cjs'];
  const missing = needed.filter((file) => !existsSync(join(repoRoot, file)));
  if (missing.length > 0) throw new Error(`Build first (npm run build): missing ${missing.join(', ')}`);
}

export async function startLayout(options: LayoutOptions = {}): Promise<Layout> {
  requireBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'statusdeck-deploy-'));
  // The postgres user runs the cluster in a folder under this one.
  chmodSync(dir, 0o711);
  const postgres = createPostgres(join(dir, 'postgres'));
  const redis = createRedis(dir);
  const smtp = createSmtp();
  const balancerUrl = `http://127.0.0.1:${PORTS.balancer}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: balancerUrl,
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const replicas: [Replica, Replica] = [createReplica(0, env, dir), createReplica(1, env, dir)];
  const balancer = createBalancer(dir, options.haproxyConfig ?? []);
  const layout: Layout = {
    dir,
    postgres,
    redis,
    smtp,
    replicas,
    balancer,
    async waitForBalancer() {
      const expected = replicas.filter((replica) => replica.running).map((replica) => replica.name);
      const seen = new Set<string>();
      await waitFor(`the balancer to route to ${expected.join(' and ')}`, async () => {
        const response = await fetch(`${balancerUrl}/ready`);
        const name = response.headers.get('x-statusdeck-replica');
        if (response.status === 200 && name) seen.add(name);
        return expected.every((replica) => seen.has(replica)) ? true : undefined;
      });
    },
    async stop(keepLogs = false) {
      // Stopped in reverse, each attempted even if another fails.
      for (const part of [balancer, ...replicas, smtp, redis, postgres]) {
        await part.stop().catch((error: unknown) => console.error('stopping failed:', error));
      }
      if (keepLogs || process.env.DEPLOY_KEEP_LOGS === '1') console.log(`logs kept in ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all([postgres.start(), redis.start(), smtp.start()]);
    // Together: migrations run under an advisory lock, so replicas may start at once.
    await Promise.all(replicas.map((replica) => replica.start()));
    await balancer.start();
    await layout.waitForBalancer();
  } catch (error) {
    console.error(replicas.map((replica) => `${replica.name}: ${tail(replica.logFile)}`).join('\n'));
    await layout.stop(true);
    throw error;
  }
  return layout;
}
