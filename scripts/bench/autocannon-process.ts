// autocannon's CLI in a child process: in the measured server's process it would cap the server itself.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export type AutocannonJson = {
  requests: { average: number; total: number };
  throughput: { total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

const AUTOCANNON = join(__dirname, '..', '..', 'node_modules', 'autocannon', 'autocannon.js');

/**
 * Loads `url` for `seconds` with `connections`, asking for compressed answers as browsers and HTTP clients do
 * (without it the public JSON and the page go out uncompressed, and autocannon's own parsing of them is what
 * gets measured). Resolves with autocannon's JSON summary.
 */
export function autocannon(url: string, seconds: number, connections: number): Promise<AutocannonJson> {
  return new Promise((resolve, reject) => {
    const args = [
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-H',
      'accept-encoding=gzip, deflate, br',
      '-j',
    ];
    const child = spawn(process.execPath, [AUTOCANNON, ...args, url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      try {
        resolve(JSON.parse(out) as AutocannonJson);
      } catch (error) {
        reject(error);
      }
    });
  });
}
