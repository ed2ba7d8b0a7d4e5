import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/** One front end of apps.json, the repository's one list of them. */
export type FrontendApp = {
  folder: string;
  mfName: string;
  role: 'host' | 'remote';
  /** Where the all-in-one server mounts `<folder>/dist`. */
  mountPrefix: string;
  /** The variable that moves a remote's manifest to another origin; null for the host. */
  envVar: string | null;
};

export const MF_MANIFEST_FILE = 'mf-manifest.json';

/** Next to the server's own folder, found from src/ and dist/ alike (REPO_ROOT), never from the cwd. */
export const APP_MANIFEST_PATH = path.join(REPO_ROOT, 'apps.json');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(entry: Record<string, unknown>, key: string, where: string): string {
  const value = entry[key];
  if (typeof value !== 'string' || value === '')
    throw new Error(`${where}.${key} must be a non-empty string`);
  return value;
}

function toApp(id: string, entry: unknown, file: string): FrontendApp {
  const where = `${file}: apps.${id}`;
  if (!isRecord(entry)) throw new Error(`${where} must be an object`);
  const role = entry.role;
  if (role !== 'host' && role !== 'remote') throw new Error(`${where}.role must be "host" or "remote"`);
  const mountPrefix = text(entry, 'mountPrefix', where);
  if (!mountPrefix.startsWith('/') || !mountPrefix.endsWith('/'))
    throw new Error(`${where}.mountPrefix must start and end with "/"`);
  return {
    folder: text(entry, 'folder', where),
    mfName: text(entry, 'mfName', where),
    role,
    mountPrefix,
    envVar: role === 'remote' ? text(entry, 'envVar', where) : null,
  };
}

/** Reads and checks apps.json; a broken file stops the start with the field it is about. */
export function readAppManifest(file: string = APP_MANIFEST_PATH): FrontendApp[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(parsed) || !isRecord(parsed.apps)) throw new Error(`${file} must hold an "apps" object`);
  return Object.entries(parsed.apps).map(([id, entry]) => toApp(id, entry, file));
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
