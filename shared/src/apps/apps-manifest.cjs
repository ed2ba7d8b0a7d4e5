'use strict';
/*
 * The one reader of apps.json, the repository's list of front ends: it checks the parsed file and
 * answers its apps, host first. Plain CommonJS without dependencies (and without reading files), so the
 * browser bundles, the rspack configs, the scripts and the built server all use this same code; its
 * types are in apps-manifest.d.cts. Each caller reads the file its own way (a JSON import, readFileSync).
 */

function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(entry, key, where) {
  const value = entry[key];
  if (typeof value !== 'string' || value === '')
    throw new Error(`${where}.${key} must be a non-empty string`);
  return value;
}

function toApp(id, entry, file) {
  const where = `${file}: apps.${id}`;
  if (!isRecord(entry)) throw new Error(`${where} must be an object`);
  const role = entry.role;
  if (role !== 'host' && role !== 'remote') throw new Error(`${where}.role must be "host" or "remote"`);
  const mountPrefix = text(entry, 'mountPrefix', where);
  if (!mountPrefix.startsWith('/') || !mountPrefix.endsWith('/'))
    throw new Error(`${where}.mountPrefix must start and end with "/"`);
  const devPort = entry.devPort;
  if (!Number.isInteger(devPort) || devPort <= 0) throw new Error(`${where}.devPort must be a port number`);
  return {
    folder: text(entry, 'folder', where),
    mfName: text(entry, 'mfName', where),
    role,
    devPort,
    mountPrefix,
    envVar: role === 'remote' ? text(entry, 'envVar', where) : null,
  };
}

/** The apps of a parsed apps.json by their id, in the file's order; `file` names it in errors. */
function parseAppManifest(parsed, file = 'apps.json') {
  if (!isRecord(parsed) || !isRecord(parsed.apps)) throw new Error(`${file} must hold an "apps" object`);
  const apps = {};
  for (const [id, entry] of Object.entries(parsed.apps)) apps[id] = toApp(id, entry, file);
  const hosts = Object.values(apps).filter((app) => app.role === 'host');
  if (hosts.length !== 1) throw new Error(`${file} must name exactly one host`);
  return apps;
}

module.exports = { parseAppManifest };
