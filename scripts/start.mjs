// `npm start`: build whatever is missing or whose sources changed since its build, then run the all-in-one server
// (API, every front end, translations) on an embedded database. Nothing else to start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apps, build, root } from './lib/workspaces.mjs';

// A `.env` beside package.json (copied from .env.example) configures the server; real environment
// variables win over it.
const envFile = join(root, '.env');
if (existsSync(envFile)) {
  process.loadEnvFile(envFile);
  console.log('[start] read .env');
}

const built = apps.filter((app) => build(app, { onlyIfChanged: true }));
if (built.length === 0) console.log('[start] every build is up to date');

const server = spawn(process.execPath, [join(root, 'server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
