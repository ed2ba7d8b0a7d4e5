/**
 * Typed view of the repository's one list of front ends, `apps.json`, for the browser code (the host's
 * defaults and remote module ids), the rspack configs, the scripts and the end-to-end tests. The file is
 * checked by the same reader the server uses at run time (apps-manifest.cjs).
 */
import manifest from '../../../apps.json';
import { type AppEntry, type HostApp, parseAppManifest, type RemoteApp } from './apps-manifest.cjs';

export type { AppEntry, HostApp, RemoteApp };

export type AppId = keyof typeof manifest.apps;

/** Checked at load: a broken apps.json fails the build and every test that reads it, naming the field. */
export const APPS = parseAppManifest(manifest) as { host: HostApp } & Record<
  Exclude<AppId, 'host'>,
  RemoteApp
>;

/** Every app, host first, in the file's order. */
export const APP_LIST: readonly AppEntry[] = Object.values(APPS);

export const REMOTE_APPS: readonly RemoteApp[] = APP_LIST.filter(
  (app): app is RemoteApp => app.role === 'remote',
);

/** What module federation writes next to a remote's entry; the host loads remotes through it. */
export const MF_MANIFEST_FILE = 'mf-manifest.json';

/** The all-in-one server's layout: each remote's manifest under its mount prefix. */
export function defaultRemoteManifests(): Record<string, string> {
  return Object.fromEntries(REMOTE_APPS.map((app) => [app.mfName, `${app.mountPrefix}${MF_MANIFEST_FILE}`]));
}

/** A module a remote exposes, as the host asks module federation for it: `remote_auth/AuthScreen`. */
export function remoteModuleId(app: AppId, exposed: string): string {
  return `${APPS[app].mfName}/${exposed}`;
}

export function appByFolder(folder: string): AppEntry {
  const app = APP_LIST.find((entry) => entry.folder === folder);
  if (!app) throw new Error(`apps.json has no app in the folder "${folder}"`);
  return app;
}

export function appByMfName(mfName: string): AppEntry {
  const app = APP_LIST.find((entry) => entry.mfName === mfName);
  if (!app) throw new Error(`apps.json has no app named "${mfName}"`);
  return app;
}
