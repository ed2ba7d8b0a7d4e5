// autocannon in a process of its own for the management API benchmark: several requests (a method, path,
// headers and body each) taken in turn by every connection, so a write can alternate between values.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export type LoadRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };
export type LoadResult = {
  requestsPerSecond: number;
  p99Ms: number;
  total: number;
  errors: number;
  non2xx: number;
};

const AUTOCANNON = join(__dirname, '..', '..', 'node_modules', 'autocannon');

// The warm-up and the measured run share this process: a fresh autocannon is itself cold for its first
// second or two (its start and its JIT took 0.4-0.6 s of a 2-core machine, and the server's rate over the
// first seconds of a run was 30-60 % of its rate later, on a warm server too). The line "warm" tells the
// parent when the measured run starts.
const CHILD = `
const autocannon = require(process.env.AUTOCANNON);
const { warmUpSeconds, ...options } = JSON.parse(process.env.LOAD);
const fail = (error) => { console.error(error); process.exit(1); };
autocannon({ ...options, duration: warmUpSeconds }, (error) => {
  if (error) fail(error);
  process.stdout.write('warm\\n');
  autocannon(options, (error, result) => {
    if (error) fail(error);
    process.stdout.write(JSON.stringify({
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      total: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    }));
  });
});
`;

/**
 * Loads `origin` with `requests` (in turn, per connection) for `warmUpSeconds`, then for `seconds`; resolves
 * with the summary of the second run. `onWarm` is called as the second run starts.
 */
export function load(
  origin: string,
  requests: LoadRequest[],
  { seconds, warmUpSeconds, connections }: { seconds: number; warmUpSeconds: number; connections: number },
  onWarm: () => void = () => undefined,
): Promise<LoadResult> {
  const options = { url: origin, connections, duration: seconds, requests, warmUpSeconds };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CHILD], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, AUTOCANNON, LOAD: JSON.stringify(options) },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.startsWith('warm\n')) {
        out = out.slice('warm\n'.length);
        onWarm();
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch (error) {
        reject(error);
      }
    });
  });
}
