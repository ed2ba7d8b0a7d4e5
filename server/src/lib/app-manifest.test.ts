import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_MANIFEST_PATH, FRONTEND_APPS, HOST_APP, REMOTE_APPS, readAppManifest } from './app-manifest';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'statusdeck-apps-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function manifestFile(apps: unknown): string {
  const file = path.join(dir, 'apps.json');
  writeFileSync(file, JSON.stringify({ apps }));
  return file;
}

const host = { folder: 'host', mfName: 'h', role: 'host', devPort: 1, mountPrefix: '/', envVar: null };
const remote = {
  folder: 'remote-x',
  mfName: 'remote_x',
  role: 'remote',
  devPort: 2,
  mountPrefix: '/remotes/x/',
  envVar: 'REMOTE_X_URL',
};

it('reads the repository’s apps.json, found from the server’s own folder', () => {
  expect(APP_MANIFEST_PATH).toBe(path.resolve(__dirname, '../../../apps.json'));
  expect(HOST_APP).toMatchObject({ folder: 'host', mountPrefix: '/', envVar: null });
  expect(REMOTE_APPS.map((app) => [app.folder, app.mountPrefix, app.envVar])).toEqual([
    ['remote-auth', '/remotes/auth/', 'REMOTE_AUTH_URL'],
    ['remote-statuspages', '/remotes/statuspages/', 'REMOTE_STATUSPAGES_URL'],
    ['remote-settings', '/remotes/settings/', 'REMOTE_SETTINGS_URL'],
    ['remote-public', '/remotes/public/', 'REMOTE_PUBLIC_URL'],
  ]);
  expect(FRONTEND_APPS).toHaveLength(5);
});

it('keeps the fields the server uses, in the file’s order', () => {
  expect(readAppManifest(manifestFile({ host, x: remote }))).toEqual([
    { folder: 'host', mfName: 'h', role: 'host', mountPrefix: '/', envVar: null },
    {
      folder: 'remote-x',
      mfName: 'remote_x',
      role: 'remote',
      mountPrefix: '/remotes/x/',
      envVar: 'REMOTE_X_URL',
    },
  ]);
});

it.each([
  ['a missing apps object', undefined, 'must hold an "apps" object'],
  ['an unknown role', { x: { ...remote, role: 'cdn' } }, 'apps.x.role must be "host" or "remote"'],
  [
    'a remote without its variable',
    { x: { ...remote, envVar: null } },
    'apps.x.envVar must be a non-empty string',
  ],
  [
    'a prefix without slashes',
    { x: { ...remote, mountPrefix: 'remotes/x' } },
    'apps.x.mountPrefix must start',
  ],
  ['an entry that is not an object', { x: 'remote-x' }, 'apps.x must be an object'],
])('stops on %s, naming the field', (_case, apps, message) => {
  expect(() => readAppManifest(manifestFile(apps))).toThrow(message);
});
