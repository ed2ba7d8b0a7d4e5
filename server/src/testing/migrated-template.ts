import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';

/**
 * A migrated, empty embedded database as a dump, for every test app to start from: booting PGlite and
 * running the migrations took 6–10 s per app, loading this copy about 2 s. The copy is kept in the system's
 * temporary folder under a name made of the migrations' contents and PGlite's version, so a changed
 * migration makes a new one; it is written to a private name and renamed, so parallel workers never read
 * half a file.
 */
let template: Promise<Uint8Array> | null = null;

export function migratedTemplate(): Promise<Uint8Array> {
  template ??= loadOrMake();
  return template;
}

async function loadOrMake(): Promise<Uint8Array> {
  const file = path.join(tmpdir(), `statusdeck-test-db-${fingerprint()}.tar`);
  try {
    return new Uint8Array(readFileSync(file));
  } catch {
    const db = await createPgliteDb(null);
    try {
      await runMigrations(db);
      const dump = await db.dump();
      const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, dump, { mode: 0o600 });
      renameSync(partial, file);
      return dump;
    } finally {
      await db.close();
    }
  }
}

function fingerprint(): string {
  const hash = createHash('sha256');
  // The package exports no package.json; its entry file changes with every version.
  hash.update(readFileSync(require.resolve('@electric-sql/pglite')));
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
