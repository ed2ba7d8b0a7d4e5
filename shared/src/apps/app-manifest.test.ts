import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APP_LIST,
  APPS,
  appByFolder,
  appByMfName,
  defaultRemoteManifests,
  REMOTE_APPS,
  remoteModuleId,
} from './app-manifest';

const repoRoot = path.resolve(__dirname, '../../..');
const workspaces = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  }
).workspaces;

function uniqueOf(values: unknown[]) {
  return new Set(values).size;
}

it('lists one host, first and mounted at /, then remotes under /remotes/', () => {
  expect(APP_LIST.map((app) => app.role)).toEqual(['host', ...REMOTE_APPS.map(() => 'remote')]);
  expect(APPS.host).toMatchObject({ role: 'host', mountPrefix: '/', envVar: null });
  for (const app of REMOTE_APPS) {
    expect(app.mountPrefix).toMatch(/^\/remotes\/[a-z]+\/$/);
    expect(app.envVar).toMatch(/^REMOTE_[A-Z]+_URL$/);
  }
});

it('gives every app its own folder, MF name, port, prefix and variable', () => {
  for (const key of ['folder', 'mfName', 'devPort', 'mountPrefix', 'envVar'] as const) {
    expect(uniqueOf(APP_LIST.map((app) => app[key]))).toBe(APP_LIST.length);
  }
  for (const app of APP_LIST) {
    expect(Number.isInteger(app.devPort)).toBe(true);
    // Module federation names become JavaScript identifiers (the container's global).
    expect(app.mfName).toMatch(/^[a-z_]+$/);
  }
});

it('names only real workspaces, each built by rspack', () => {
  for (const app of APP_LIST) {
    expect(workspaces).toContain(app.folder);
    expect(existsSync(path.join(repoRoot, app.folder, 'rspack.config.ts'))).toBe(true);
  }
});

it('derives the all-in-one manifest URLs and module ids', () => {
  expect(defaultRemoteManifests()).toEqual({
    remote_auth: '/remotes/auth/mf-manifest.json',
    remote_statuspages: '/remotes/statuspages/mf-manifest.json',
    remote_settings: '/remotes/settings/mf-manifest.json',
    remote_public: '/remotes/public/mf-manifest.json',
  });
  expect(remoteModuleId('auth', 'AuthScreen')).toBe('remote_auth/AuthScreen');
});

it('finds an app by folder or MF name, and says which name is unknown', () => {
  expect(appByFolder('remote-settings')).toBe(APPS.settings);
  expect(appByMfName('statusdeck_host')).toBe(APPS.host);
  expect(() => appByFolder('remote-nope')).toThrow('"remote-nope"');
  expect(() => appByMfName('nope')).toThrow('"nope"');
});
