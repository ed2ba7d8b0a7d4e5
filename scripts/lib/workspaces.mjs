// The buildable workspaces, what their builds read and where they write; start.mjs builds those whose
// inputs changed since their last build (build-stamp.cjs), `npm run build` (build.mjs) builds them all.
// The front ends come from apps.json, the one list of them, checked by the reader everything shares.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAppManifest } from '../../shared/src/apps/apps-manifest.cjs';
import { buildState, forgetBuild, inputsDigest, recordBuild } from './build-stamp.cjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** apps.json's entries, host first: `{ folder, mfName, role, devPort, mountPrefix, envVar }`. */
const manifestFile = join(root, 'apps.json');
export const frontends = Object.values(
  parseAppManifest(JSON.parse(readFileSync(manifestFile, 'utf8')), manifestFile),
);

/** What every build reads besides its own sources: the installed dependencies and the shared settings. */
const COMMON_INPUTS = ['package-lock.json', 'tsconfig.base.json'];

/** What every front end's build reads besides its own sources. */
const FRONTEND_INPUTS = [
  ...COMMON_INPUTS,
  'apps.json',
  'shared/src',
  'rspack.base.ts',
  'rspack.dev-server.ts',
  'assets',
  'index.html',
  'scripts/lib/precompress.mjs',
];

/** Test files are never bundled nor compiled into a build. */
const TESTS = /\.test\.[cm]?[jt]sx?$/;

export const apps = [
  {
    name: 'server',
    outDir: 'server/dist',
    output: 'server/dist/server.js',
    inputs: [
      'server/src',
      'server/migrations',
      'server/package.json',
      'server/tsconfig.json',
      'server/tsconfig.build.json',
      ...COMMON_INPUTS,
    ],
    // As tsconfig.build.json: neither tests nor their helpers' folders (nor the fuzz run's) are compiled.
    ignore: /\.test\.ts$|\/testing(\/|$)|^server\/src\/fuzz(\/|$)/,
  },
  ...frontends.map(({ folder, role }) => ({
    name: folder,
    outDir: `${folder}/dist`,
    // A remote's build is complete once module federation has written its manifest.
    output: `${folder}/dist/${role === 'host' ? 'index.html' : 'mf-manifest.json'}`,
    // Its files for browsers are compressed once, after rspack (precompress.mjs).
    precompress: true,
    inputs: [
      `${folder}/src`,
      `${folder}/rspack.config.ts`,
      `${folder}/package.json`,
      `${folder}/tsconfig.json`,
      ...FRONTEND_INPUTS,
    ],
    ignore: TESTS,
  })),
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const PRECOMPRESS = join(root, 'scripts', 'lib', 'precompress.mjs');

/**
 * Builds the app (its workspace's `npm run build`) and records the inputs it was built from; with
 * `onlyIfChanged`, an app whose inputs match its record is left as it is. Exits on a failed build.
 */
export function build(app, { onlyIfChanged }) {
  const digest = inputsDigest(app, root);
  const state = buildState(app, digest, root);
  if (onlyIfChanged && state === 'fresh') return false;
  console.log(
    `[build] ${app.name}${state === 'fresh' ? '' : ` (${state === 'missing' ? 'not built yet' : 'changed'})`}…`,
  );
  forgetBuild(app, root);
  const result = spawnSync(npm, ['run', 'build', '--workspace', app.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (app.precompress) {
    const compressed = spawnSync(process.execPath, [PRECOMPRESS, join(root, app.outDir)], {
      cwd: root,
      stdio: 'inherit',
    });
    if (compressed.status !== 0) process.exit(compressed.status ?? 1);
  }
  recordBuild(app, digest, root);
  return true;
}
