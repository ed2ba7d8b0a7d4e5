// The parts of the deployment layout, each on loopback with a port of its own: a private PostgreSQL cluster,
// Redis, the SMTP capture server, the replicas of the built server and HAProxy with deploy/haproxy.cfg.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CapturedMail, startSmtpCapture } from '../../server/src/testing/smtp-capture';
import { ChildService, repoRoot, type Service, spawnLogged, tail, tcpOpen, waitFor } from './processes';

/** Ports: the balancer and the replicas on 4880–4882, the private services on 5880–5882 (DEPLOY_*_PORT). */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const PORTS = {
  balancer: port('DEPLOY_LB_PORT', 4880),
  replicas: [port('DEPLOY_REPLICA1_PORT', 4881), port('DEPLOY_REPLICA2_PORT', 4882)],
  postgres: port('DEPLOY_PG_PORT', 5880),
  redis: port('DEPLOY_REDIS_PORT', 5881),
  smtp: port('DEPLOY_SMTP_PORT', 5882),
};

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

export function createPostgres(dir: string): Postgres {
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

export function createRedis(dir: string): RedisServer {
  const args = ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const service = new ChildService(
    () => spawnLogged('redis-server', args, process.env, join(dir, 'redis.log')),
    async (started) => {
      await waitFor('redis to accept connections', async () =>
        (await tcpOpen(PORTS.redis)) ? true : undefined,
      );
      if (started.exitCode !== null) throw new Error('redis-server exited; see redis.log');
    },
  );
  return Object.assign(service, { url: `redis://127.0.0.1:${PORTS.redis}` });
}

// --- SMTP: the in-repo capture server; its mails are kept across restarts.

export type Smtp = Service & { url: string; mails: CapturedMail[] };

export function createSmtp(): Smtp {
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

export function createReplica(index: number, env: NodeJS.ProcessEnv, dir: string): Replica {
  const portNumber = PORTS.replicas[index] as number;
  const name = `replica${index + 1}`;
  const logFile = join(dir, `${name}.log`);
  const url = `http://127.0.0.1:${portNumber}`;
  const service = new ChildService(
    () =>
      spawnLogged(
        process.execPath,
        [join(repoRoot, 'server/dist/server.js')],
        { ...env, PORT: String(portNumber), DATA_DIR: join(dir, name) },
        logFile,
      ),
    async (started) => {
      await waitFor(
        `${name} to be ready`,
        async () => {
          if (started.exitCode !== null) throw new Error(`${name} exited: ${tail(logFile)}`);
          return (await fetch(`${url}/ready`)).status === 200 ? true : undefined;
        },
        60_000,
      );
    },
  );
  return Object.assign(service, { name, url, logFile });
}

// --- HAProxy with deploy/haproxy.cfg.

export type Balancer = Service & { url: string };

export function createBalancer(dir: string, extraConfig: string[]): Balancer {
  const env = {
    ...process.env,
    STATUSDECK_LISTEN: `127.0.0.1:${PORTS.balancer}`,
    STATUSDECK_REPLICA_1: `127.0.0.1:${PORTS.replicas[0]}`,
    STATUSDECK_REPLICA_2: `127.0.0.1:${PORTS.replicas[1]}`,
  };
  const files = [join(repoRoot, 'deploy/haproxy.cfg'), ...extraConfig].flatMap((file) => ['-f', file]);
  const logFile = join(dir, 'haproxy.log');
  const service = new ChildService(
    // -db: in the foreground, so it is this process's child and stops with it.
    () => spawnLogged(haproxyPath(), ['-db', ...files], env, logFile),
    async (started) => {
      await waitFor('HAProxy to listen', async () => {
        if (started.exitCode !== null) throw new Error(`haproxy exited: ${tail(logFile)}`);
        return (await tcpOpen(PORTS.balancer)) ? true : undefined;
      });
    },
  );
  return Object.assign(service, { url: `http://127.0.0.1:${PORTS.balancer}` });
}

function haproxyPath(): string {
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
}
