import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/db';
import { MIGRATIONS_DIR, runMigrations } from '../../db/migrate';
import { createPgliteDb } from '../../db/pglite-db';

/*
 * Migration 0011 gives refresh tokens issued before it their generation, from the links the old code
 * left: replaced_by, and a grace sibling inserted in the transaction that set its parent's grace_used_at.
 * A wrong backfill would sign out live sessions at deploy (their newest token would look superseded).
 */

let db: Db;
const dir = mkdtempSync(path.join(tmpdir(), 'statusdeck-migrations-'));
const copyMigrations = (upTo: string) => {
  for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file <= upTo)) {
    copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
  }
};

beforeAll(async () => {
  db = await createPgliteDb(null);
  copyMigrations('0010_~');
  await runMigrations(db, dir);
});

afterAll(async () => {
  await db.close();
});

it('numbers the chains the old rotation and grace code left, so live sessions go on', async () => {
  await db.exec(`
    INSERT INTO organizations (id, name) VALUES ('00000000-0000-4000-8000-000000000001', 'Org');
    INSERT INTO users (id, organization_id, email, password_hash, role)
      VALUES ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'a@b.c', 'x', 'owner');
  `);
  const token = (name: string, created: string, extra = '') =>
    `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at, created_at${extra ? ', rotated_at, replaced_by, grace_used_at' : ''})
     VALUES ('${name}', '00000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000000', '${name}',
             now() + interval '1 day', '${created}'${extra});`;
  // login → second (rotated, then presented again within the grace: sibling) → third; the sibling is unused.
  await db.exec(
    [
      token(
        'a0000000-0000-4000-8000-000000000000',
        '2026-01-01T10:00:00Z',
        ", '2026-01-01T10:01:00Z', 'b0000000-0000-4000-8000-000000000000', NULL",
      ),
      token(
        'b0000000-0000-4000-8000-000000000000',
        '2026-01-01T10:01:00Z',
        ", '2026-01-01T10:02:00Z', 'c0000000-0000-4000-8000-000000000000', '2026-01-01T10:02:05Z'",
      ),
      token('c0000000-0000-4000-8000-000000000000', '2026-01-01T10:02:00Z'),
      token('d0000000-0000-4000-8000-000000000000', '2026-01-01T10:02:05Z'),
    ].join('\n'),
  );

  copyMigrations('0011_~');
  expect(await runMigrations(db, dir)).toEqual(['0011_refresh_token_generation.sql']);
  const rows = await db.query<{ token_hash: string; generation: number }>(
    'SELECT token_hash, generation FROM refresh_tokens ORDER BY token_hash',
  );
  expect(rows.map((row) => [row.token_hash[0], row.generation])).toEqual([
    ['a', 0],
    ['b', 1],
    ['c', 2],
    ['d', 2],
  ]);
  const columns = await db.query(
    "SELECT 1 FROM information_schema.columns WHERE column_name = 'grace_used_at'",
  );
  expect(columns).toEqual([]);
});
