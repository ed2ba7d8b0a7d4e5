// `npm run dev`: the API in watch mode plus an rspack dev server for the host and every remote
// (ports in apps.json). Output is prefixed per process; Ctrl+C stops them all.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { frontends, root } from './lib/workspaces.mjs';

const hostPort = frontends.find((app) => app.role === 'host').devPort;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const processes = [
  // Links in mails must open the dev host, not the API port.
  {
    name: 'server',
    command: bin('tsx'),
    args: ['watch', 'src/server.ts'],
    env: { PUBLIC_URL: `http://localhost:${hostPort}` },
  },
  ...frontends.map(({ folder }) => ({
    name: folder,
    command: bin('rspack'),
    args: ['serve'],
  })),
];

let stopping = false;
const children = processes.map(({ name, command, args, env = {} }) => {
  // Each child leads its own process group, so stopping it also stops whatever it spawned.
  const child = spawn(command, args, {
    cwd: join(root, name),
    env: { ...env, ...process.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) console.log(`${prefix}exited with ${code}; stopping the others`);
    stopAll();
  });
  return child;
});

function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
