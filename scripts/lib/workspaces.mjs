// The buildable workspaces and where their build output lands; used by start.mjs to build what is stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const apps = [
  {
    name: 'server',
    output: 'server/dist/server.js',
    inputs: ['server/src', 'server/migrations', 'server/tsconfig.build.json'],
  },
  {
    name: 'host',
    output: 'host/dist/index.html',
    inputs: [
      'host/src',
      'host/rspack.config.ts',
      'shared/src',
      'rspack.base.ts',
      'rspack.dev-server.ts',
      'assets',
      'index.html',
    ],
  },
  ...['auth', 'statuspages', 'settings', 'public'].map((part) => ({
    name: `remote-${part}`,
    output: `remote-${part}/dist/mf-manifest.json`,
    inputs: [
      `remote-${part}/src`,
      `remote-${part}/rspack.config.ts`,
      'shared/src',
      'rspack.base.ts',
      'rspack.dev-server.ts',
      'assets',
      'index.html',
    ],
  })),
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** An app needs a build when its output is missing or older than any of its inputs. */
export function isStale(app) {
  const output = join(root, app.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return app.inputs.some((input) => newestMtime(join(root, input)) > built);
}
