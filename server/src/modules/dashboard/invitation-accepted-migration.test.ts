import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/db';
import { MIGRATIONS_DIR, runMigrations } from '../../db/migrate';
import { createPgliteDb } from '../../db/pglite-db';

/*
 * Migration 0019 records when a member accepted an invitation. For the members already there it can only
 * infer it: an organisation's first member created it, everyone after them was invited.
 */

let db: Db;
const dir = mkdtempSync(path.join(tmpdir(), 'statusdeck-migrations-'));
const copyMigrations = (upTo: string) => {
  for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file <= upTo)) {
    copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
  }
};

const ORG = '00000000-0000-4000-8000-000000000001';
const OTHER_ORG = '00000000-0000-4000-8000-000000000002';

beforeAll(async () => {
  db = await createPgliteDb(null);
  copyMigrations('0018_~');
  await runMigrations(db, dir);
});

afterAll(async () => {
  await db.close();
});

it("takes each organisation's first member as its creator and the later ones as invited when they joined", async () => {
  await db.exec(`
    INSERT INTO organizations (id, name) VALUES ('${ORG}', 'Org'), ('${OTHER_ORG}', 'Other');
    INSERT INTO users (id, organization_id, email, password_hash, role, created_at) VALUES
      ('00000000-0000-4000-8000-00000000000a', '${ORG}', 'creator@example.test', 'x', 'owner', '2026-01-01T00:00:00Z'),
      ('00000000-0000-4000-8000-00000000000b', '${ORG}', 'joined@example.test', 'x', 'viewer', '2026-02-01T00:00:00Z'),
      ('00000000-0000-4000-8000-00000000000c', '${OTHER_ORG}', 'alone@example.test', 'x', 'owner', '2026-03-01T00:00:00Z');
  `);
  copyMigrations('0019_~');
  expect(await runMigrations(db, dir)).toEqual(['0019_dashboard_seen.sql']);
  const rows = await db.query<{ email: string; invitation_accepted_at: Date | null }>(
    'SELECT email, invitation_accepted_at FROM users ORDER BY email',
  );
  expect(rows.map((row) => [row.email, row.invitation_accepted_at?.toISOString() ?? null])).toEqual([
    ['alone@example.test', null],
    ['creator@example.test', null],
    ['joined@example.test', '2026-02-01T00:00:00.000Z'],
  ]);
});
