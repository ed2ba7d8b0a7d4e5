import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type AppEntry, parseAppManifest } from '../../../shared/src/apps/apps-manifest.cjs';
import { REPO_ROOT } from './paths';

/** One front end of apps.json; the type and the checks are shared with the front ends and the scripts. */
export type FrontendApp = AppEntry;

export const MF_MANIFEST_FILE = 'mf-manifest.json';

/** Next to the server's own folder, found from src/ and dist/ alike (REPO_ROOT), never from the cwd. */
export const APP_MANIFEST_PATH = path.join(REPO_ROOT, 'apps.json');

/** Reads and checks apps.json at run time, by app id; a broken file stops the start with the field it is about. */
export function readAppsById(file: string = APP_MANIFEST_PATH): Record<string, FrontendApp> {
  return parseAppManifest(JSON.parse(readFileSync(file, 'utf8')), file);
}

/** The apps in the file's order, host first. */
export function readAppManifest(file: string = APP_MANIFEST_PATH): FrontendApp[] {
  return Object.values(readAppsById(file));
}

export const FRONTEND_APPS: readonly FrontendApp[] = readAppManifest();

export const REMOTE_APPS = FRONTEND_APPS.filter((app) => app.role === 'remote');

function theHost(apps: readonly FrontendApp[]): FrontendApp {
  const [host, ...others] = apps.filter((app) => app.role === 'host');
  if (!host || others.length > 0) throw new Error(`${APP_MANIFEST_PATH} must name exactly one host`);
  return host;
}

/** The shell: mounted at its prefix and answering the deep links of its routes. */
export const HOST_APP = theHost(FRONTEND_APPS);
