// `npm start`: build whatever is missing or out of date, then run the all-in-one server
// (API, every front end, translations) on an embedded database. Nothing else to start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apps, isStale, root } from './lib/workspaces.mjs';

// A `.env` beside package.json (copied from .env.example) configures the server; real environment
// variables win over it.
const envFile = join(root, '.env');
if (existsSync(envFile)) {
  process.loadEnvFile(envFile);
  console.log('[start] read .env');
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const app of apps.filter(isStale)) {
  console.log(`[start] building ${app.name}…`);
  const result = spawnSync(npm, ['run', 'build', '--workspace', app.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
