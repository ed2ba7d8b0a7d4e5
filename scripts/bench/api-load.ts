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

const CHILD = `
const autocannon = require(process.env.AUTOCANNON);
const options = JSON.parse(process.env.LOAD);
autocannon(options, (error, result) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify({
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }));
});
`;

/** Loads `origin` with `requests` (in turn, per connection) for `seconds`; resolves with the summary. */
export function load(
  origin: string,
  requests: LoadRequest[],
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const options = { url: origin, connections, duration: seconds, requests };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CHILD], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, AUTOCANNON, LOAD: JSON.stringify(options) },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
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
