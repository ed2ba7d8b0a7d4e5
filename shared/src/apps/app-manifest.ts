/**
 * Typed view of the repository's one list of front ends, `apps.json` (DESIGN.md §1–2). Browser
 * code (the host's defaults and remote module ids), the rspack configs and the scripts read it
 * through here; the server reads the same file at run time (server/src/modules/frontend).
 */
import manifest from '../../../apps.json';

type AppFields = {
  /** Workspace folder at the repository root; its build lands in `<folder>/dist`. */
  folder: string;
  /** Module-federation container name; also the key of the remote in `/app-config.json`. */
  mfName: string;
  /** `rspack serve` port on 127.0.0.1. */
  devPort: number;
  /** Where the all-in-one server mounts the built app. */
  mountPrefix: string;
};

export type HostApp = AppFields & { role: 'host'; envVar: null };

/** `envVar` moves the remote's manifest elsewhere (split deployment). */
export type RemoteApp = AppFields & { role: 'remote'; envVar: string };

export type AppEntry = HostApp | RemoteApp;

export type AppId = keyof typeof manifest.apps;

/** The file's shape is checked by app-manifest.test.ts; JSON imports type `role` as a plain string. */
export const APPS = manifest.apps as { host: HostApp } & Record<Exclude<AppId, 'host'>, RemoteApp>;

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
