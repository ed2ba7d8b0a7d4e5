'use strict';
/*
 * Whether an app's build is up to date, decided by content: a finished build records a digest of its
 * inputs (every file's path and bytes) in its output folder, and a later start builds it again only when its
 * output or that record is missing, or the inputs' digest differs from the record. Content rather than
 * modification times, which a checkout, a copy or a restored backup can set to anything, and a build that
 * failed half-way records nothing, so its partial output is never taken for a finished one. Plain CommonJS,
 * so that both scripts/start.mjs and the jest tests load it; its types are in build-stamp.d.cts.
 */
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

/** The record's name inside an app's output folder. */
const STAMP_FILE = '.build-inputs';

/**
 * One digest of the app's inputs (files and folders, relative to `base`), their paths included, so that a file
 * renamed, added or removed changes it as well as an edited one; paths `app.ignore` matches are left out.
 */
function inputsDigest(app, base) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (app.ignore?.test(path)) return;
    const file = join(base, path);
    if (!existsSync(file)) {
      hash.update(`missing ${path}\0`);
    } else if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file).sort()) visit(`${path}/${name}`);
    } else {
      const bytes = readFileSync(file);
      hash.update(`file ${path} ${bytes.length}\0`);
      hash.update(bytes);
    }
  };
  for (const input of app.inputs) visit(input);
  return hash.digest('hex');
}

/** `missing` (no output yet), `changed` (no record, or other inputs than recorded) or `fresh`. */
function buildState(app, digest, base) {
  if (!existsSync(join(base, app.output))) return 'missing';
  const stamp = join(base, app.outDir, STAMP_FILE);
  if (!existsSync(stamp)) return 'changed';
  return readFileSync(stamp, 'utf8').trim() === digest ? 'fresh' : 'changed';
}

/**
 * Before a build: its output is about to change, so no record may vouch for it until the build succeeds (a
 * failed compile can still have written files; reverting the edit must not make them look finished).
 */
function forgetBuild(app, base) {
  rmSync(join(base, app.outDir, STAMP_FILE), { force: true });
}

/** After a successful build: the digest taken before it started, so an edit made meanwhile builds again. */
function recordBuild(app, digest, base) {
  writeFileSync(join(base, app.outDir, STAMP_FILE), `${digest}\n`);
}

module.exports = { STAMP_FILE, buildState, forgetBuild, inputsDigest, recordBuild };
