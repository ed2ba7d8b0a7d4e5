// The child processes of the deployment layout: spawned with their output in a log file, polled until
// they serve, stopped by PID, and killed if this process exits first.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');

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

export type Service = { start(): Promise<void>; stop(): Promise<void>; readonly running: boolean };

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Every child still running when this process exits is killed, so a failed run leaves nothing behind. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export function spawnLogged(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): ChildProcess {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { env, stdio: ['ignore', out, out], cwd: repoRoot });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * A service that is one child process: `spawnChild` starts it and `ready` waits until it serves. It counts
 * as running from the spawn until the stop's signal (the tests read only services that are serving).
 */
export class ChildService implements Service {
  #child: ChildProcess | null = null;
  readonly #spawnChild: () => ChildProcess;
  readonly #ready: (child: ChildProcess) => Promise<void>;

  constructor(spawnChild: () => ChildProcess, ready: (child: ChildProcess) => Promise<void>) {
    this.#spawnChild = spawnChild;
    this.#ready = ready;
  }

  get running(): boolean {
    return this.#child !== null;
  }

  start = async (): Promise<void> => {
    const started = this.#spawnChild();
    this.#child = started;
    await this.#ready(started);
  };

  /** SIGTERM (a replica's graceful shutdown, draining first) and wait for the process to end; its exit code. */
  terminate = async (): Promise<number | null> => {
    if (!this.#child) return null;
    const stopping = this.#child;
    this.#child = null;
    stopping.kill('SIGTERM');
    await exited(stopping);
    return stopping.exitCode;
  };

  stop = async (): Promise<void> => {
    await this.terminate();
  };
}

export function tail(file: string, lines = 20): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';
}

export function tcpOpen(portNumber: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(portNumber, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
