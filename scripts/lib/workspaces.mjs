// The buildable workspaces and where their build output lands; used by start.mjs to build what is stale.
// The front ends come from apps.json, the one list of them, checked by the reader everything shares.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAppManifest } from '../../shared/src/apps/apps-manifest.cjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** apps.json's entries, host first: `{ folder, mfName, role, devPort, mountPrefix, envVar }`. */
const manifestFile = join(root, 'apps.json');
export const frontends = Object.values(
  parseAppManifest(JSON.parse(readFileSync(manifestFile, 'utf8')), manifestFile),
);

/** What every front end's build reads besides its own sources. */
const FRONTEND_INPUTS = [
  'apps.json',
  'shared/src',
  'rspack.base.ts',
  'rspack.dev-server.ts',
  'assets',
  'index.html',
];

export const apps = [
  {
    name: 'server',
    output: 'server/dist/server.js',
    inputs: ['server/src', 'server/migrations', 'server/tsconfig.build.json'],
  },
  ...frontends.map(({ folder, role }) => ({
    name: folder,
    // A remote's build is complete once module federation has written its manifest.
    output: `${folder}/dist/${role === 'host' ? 'index.html' : 'mf-manifest.json'}`,
    inputs: [`${folder}/src`, `${folder}/rspack.config.ts`, ...FRONTEND_INPUTS],
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
