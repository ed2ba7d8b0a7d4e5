// `npm run dev`: the API in watch mode plus an rspack dev server for the host and every remote
// (ports in DESIGN.md §2). Output is prefixed per process; Ctrl+C stops them all.
import { spawn } from 'node:child_process';
import { root } from './lib/workspaces.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const workspaces = [
  'server',
  'host',
  'remote-auth',
  'remote-statuspages',
  'remote-settings',
  'remote-public',
];

const children = workspaces.map((workspace) => {
  const child = spawn(npm, ['run', 'dev', '--workspace', workspace], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${workspace}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    stopAll();
  });
  return child;
});

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
