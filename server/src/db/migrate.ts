import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

/** Arbitrary constant: every replica and test file takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 4_217_001;

/** Applies every not-yet-applied `NNNN_*.sql` file in order, all inside one locked transaction. */
export async function runMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})::text`);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await tx.exec(await readFile(path.join(dir, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    return pending;
  });
}
