// How long `npm start` takes with nothing to build, to the first answer of /health, on a data folder that
// exists (the restart a user makes after a first start). The baseline, in the same run: a fresh `node` that
// loads Fastify and answers /health, started and timed the same way. Each start is stopped (its whole
// process group) before the next. Prints figures only. Runs alone: `npx tsx scripts/bench/restart.ts`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './public-lcp';
import { freePort, repoRoot } from './public-server';

const RUNS = 5;

export type RestartRun = {
  loadAverage: number;
  /** Seconds to the first /health answer, one per run. */
  baselineSeconds: number[];
  startSeconds: number[];
  /** Medians over the runs of when `npm start` said its builds were up to date, and when the server listened. */
  buildsCheckedSeconds: number;
  listeningSeconds: number;
};

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // npm runs the start script in a shell of its own: the whole group goes.
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await exited;
}

type Start = { seconds: number; marks: Map<string, number> };

/** Spawns `command`, waits for /health on `port` to answer 200, notes when its output first shows each mark. */
async function timeStart(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  marks: Record<string, RegExp>,
  timeoutSeconds: number,
): Promise<Start> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const seen = new Map<string, number>();
  const watch = (chunk: Buffer) => {
    const text = chunk.toString();
    for (const [name, pattern] of Object.entries(marks))
      if (!seen.has(name) && pattern.test(text)) seen.set(name, (performance.now() - started) / 1000);
  };
  child.stdout?.on('data', watch);
  child.stderr?.on('data', watch);
  try {
    while ((performance.now() - started) / 1000 < timeoutSeconds) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited (${child.exitCode})`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok)
          return { seconds: (performance.now() - started) / 1000, marks: seen };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${command} ${args.join(' ')} did not answer /health in ${timeoutSeconds} s`);
  } finally {
    await stop(child);
  }
}

export async function benchRestart(): Promise<RestartRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'statusdeck-restart-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
  };
  const bare = `require('fastify')().get('/health', async () => ({ status: 'ok' })).listen({ host: '127.0.0.1', port: ${port} })`;
  const marks = { buildsChecked: /\[start\] every build is up to date/, listening: /Server listening at/ };
  try {
    // The first start creates the database (and builds what is missing): not a restart, not timed.
    await timeStart('npm', ['start'], env, port, {}, 600);
    const baselineSeconds: number[] = [];
    const starts: Start[] = [];
    const loadAverage = loadavg()[0] ?? 0;
    for (let run = 0; run < RUNS; run += 1) {
      baselineSeconds.push((await timeStart(process.execPath, ['-e', bare], env, port, {}, 60)).seconds);
      starts.push(await timeStart('npm', ['start'], env, port, marks, 60));
    }
    if (starts.some((start) => !start.marks.has('buildsChecked')))
      throw new Error('`npm start` built something on a restart: run `npm run build` first');
    const markMedian = (name: string) => median(starts.map((start) => start.marks.get(name) ?? Number.NaN));
    return {
      loadAverage,
      baselineSeconds,
      startSeconds: starts.map((start) => start.seconds),
      buildsCheckedSeconds: markMedian('buildsChecked'),
      listeningSeconds: markMedian('listening'),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printRestart(run: RestartRun): void {
  const seconds = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  const baseline = median(run.baselineSeconds);
  const start = median(run.startSeconds);
  console.log(
    `Restart with nothing to build, to the first /health answer (median of ${RUNS}, load average ${run.loadAverage.toFixed(2)} at the start):`,
  );
  console.log(
    `  a fresh \`node\` loading Fastify (baseline): ${baseline.toFixed(2)} s (${seconds(run.baselineSeconds)})`,
  );
  console.log(
    `  \`npm start\`: ${start.toFixed(2)} s (${seconds(run.startSeconds)}), ${(start / baseline).toFixed(1)}× the baseline; ` +
      `builds checked at ${run.buildsCheckedSeconds.toFixed(2)} s, the server listening at ${run.listeningSeconds.toFixed(2)} s`,
  );
}

if (require.main === module) {
  benchRestart()
    .then(printRestart)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
