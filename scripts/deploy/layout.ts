// The deployment of deploy/README.md on loopback, for the deployment tests and the load benchmark: a private
// PostgreSQL cluster, a private Redis, a real SMTP server, two replicas of the built server and HAProxy with
// deploy/haproxy.cfg. Each part can be stopped and started again (the drills do), and stop() ends everything
// this process started, by PID. Nothing here touches the machine's shared PostgreSQL or Redis.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CapturedMail, startSmtpCapture } from '../../server/src/testing/smtp-capture';

export const repoRoot = join(__dirname, '..', '..');

/** Ports: the balancer and the replicas on 4880–4882, the private services on 5880–5882 (DEPLOY_*_PORT). */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const PORTS = {
  balancer: port('DEPLOY_LB_PORT', 4880),
  replicas: [port('DEPLOY_REPLICA1_PORT', 4881), port('DEPLOY_REPLICA2_PORT', 4882)],
  postgres: port('DEPLOY_PG_PORT', 5880),
  redis: port('DEPLOY_REDIS_PORT', 5881),
  smtp: port('DEPLOY_SMTP_PORT', 5882),
};

/**
 * Seconds a replica answers /ready with 503 after SIGTERM: haproxy.cfg takes it out after ~1 s.
 * DEPLOY_DRAIN_SECONDS=0 shows what happens without draining.
 */
export const DRAIN_SECONDS = Number(process.env.DEPLOY_DRAIN_SECONDS ?? 3);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value other than undefined, or throws with `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const result = await check();
      if (result !== undefined) return result;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`,
      );
    }
    await sleep(50);
  }
}

type Service = { start(): Promise<void>; stop(): Promise<void>; readonly running: boolean };

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Every child still running when this process exits is killed, so a failed run leaves nothing behind. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { env, stdio: ['ignore', out, out], cwd: repoRoot });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

// --- PostgreSQL: a cluster of its own in a temporary directory, run as the postgres OS user when root.

function postgresBin(tool: string): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const file = join(base, version, 'bin', tool);
    if (existsSync(file)) return file;
  }
  return tool;
}

const asRoot = process.getuid?.() === 0;

function runAsPostgres(tool: string, args: string[]): void {
  const [command, fullArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', postgresBin(tool), ...args]]
    : [postgresBin(tool), args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
  }
}

export type Postgres = Service & { url: string };

function createPostgres(dir: string): Postgres {
  const dataDir = join(dir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  runAsPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  let running = false;
  const options = `-p ${PORTS.postgres} -h 127.0.0.1 -k ${dir} -c fsync=off -c max_connections=100`;
  return {
    url: `postgres://postgres@127.0.0.1:${PORTS.postgres}/postgres`,
    get running() {
      return running;
    },
    async start() {
      runAsPostgres('pg_ctl', ['-D', dataDir, '-l', join(dir, 'postgres.log'), '-w', '-o', options, 'start']);
      running = true;
    },
    async stop() {
      if (!running) return;
      // fast: every session is cut at once, as a restart by the operator (or a failover) would.
      runAsPostgres('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']);
      running = false;
    },
  };
}

function userIds(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error(`no ${name} user on this machine`);
  return { uid: Number(uid), gid: Number(gid) };
}

// --- Redis: a server of its own, nothing saved.

export type RedisServer = Service & { url: string };

function createRedis(dir: string): RedisServer {
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${PORTS.redis}`,
    get running() {
      return child !== null;
    },
    async start() {
      const args = ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      child = spawnLogged('redis-server', args, process.env, join(dir, 'redis.log'));
      const started = child;
      await waitFor('redis to accept connections', async () =>
        (await tcpOpen(PORTS.redis)) ? true : undefined,
      );
      if (started.exitCode !== null) throw new Error('redis-server exited; see redis.log');
    },
    async stop() {
      if (!child) return;
      const stopping = child;
      child = null;
      stopping.kill('SIGTERM');
      await exited(stopping);
    },
  };
}

function tcpOpen(portNumber: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(portNumber, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// --- SMTP: the in-repo capture server; its mails are kept across restarts.

export type Smtp = Service & { url: string; mails: CapturedMail[] };

function createSmtp(): Smtp {
  const mails: CapturedMail[] = [];
  let capture: Awaited<ReturnType<typeof startSmtpCapture>> | null = null;
  return {
    url: `smtp://127.0.0.1:${PORTS.smtp}`,
    mails,
    get running() {
      return capture !== null;
    },
    async start() {
      capture = await startSmtpCapture(PORTS.smtp, mails);
    },
    async stop() {
      if (!capture) return;
      const stopping = capture;
      capture = null;
      await stopping.close();
    },
  };
}

// --- The replicas: the built server, each on its own port, with the same configuration.

export type Replica = Service & {
  name: string;
  url: string;
  /** SIGTERM (the graceful shutdown, draining first) and wait for the process to end; returns its exit code. */
  terminate(): Promise<number | null>;
  logFile: string;
};

function createReplica(index: number, env: NodeJS.ProcessEnv, dir: string): Replica {
  const portNumber = PORTS.replicas[index] as number;
  const name = `replica${index + 1}`;
  const logFile = join(dir, `${name}.log`);
  let child: ChildProcess | null = null;
  const url = `http://127.0.0.1:${portNumber}`;
  const terminate = async () => {
    if (!child) return null;
    // Not running from the signal on: the tests read only replicas that are serving.
    const stopping = child;
    child = null;
    stopping.kill('SIGTERM');
    await exited(stopping);
    return stopping.exitCode;
  };
  return {
    name,
    url,
    logFile,
    get running() {
      return child !== null;
    },
    async start() {
      child = spawnLogged(
        process.execPath,
        [join(repoRoot, 'server/dist/server.js')],
        { ...env, PORT: String(portNumber), DATA_DIR: join(dir, name) },
        logFile,
      );
      const started = child;
      await waitFor(
        `${name} to be ready`,
        async () => {
          if (started.exitCode !== null) throw new Error(`${name} exited: ${tail(logFile)}`);
          return (await fetch(`${url}/ready`)).status === 200 ? true : undefined;
        },
        60_000,
      );
    },
    stop: async () => {
      await terminate();
    },
    terminate,
  };
}

export function tail(file: string, lines = 20): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';
}

// --- HAProxy with deploy/haproxy.cfg.

export type Balancer = Service & { url: string };

function createBalancer(dir: string, extraConfig: string[]): Balancer {
  let child: ChildProcess | null = null;
  const url = `http://127.0.0.1:${PORTS.balancer}`;
  const env = {
    ...process.env,
    STATUSDECK_LISTEN: `127.0.0.1:${PORTS.balancer}`,
    STATUSDECK_REPLICA_1: `127.0.0.1:${PORTS.replicas[0]}`,
    STATUSDECK_REPLICA_2: `127.0.0.1:${PORTS.replicas[1]}`,
  };
  const files = [join(repoRoot, 'deploy/haproxy.cfg'), ...extraConfig].flatMap((file) => ['-f', file]);
  return {
    url,
    get running() {
      return child !== null;
    },
    async start() {
      // -db: in the foreground, so it is this process's child and stops with it.
      const logFile = join(dir, 'haproxy.log');
      const started = spawnLogged(haproxyPath(), ['-db', ...files], env, logFile);
      child = started;
      await waitFor('HAProxy to listen', async () => {
        if (started.exitCode !== null) throw new Error(`haproxy exited: ${tail(logFile)}`);
        return (await tcpOpen(PORTS.balancer)) ? true : undefined;
      });
    },
    async stop() {
      if (!child) return;
      const stopping = child;
      child = null;
      stopping.kill('SIGTERM');
      await exited(stopping);
    },
  };
}

function haproxyPath(): string {
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
}

// --- The whole layout.

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
