import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/db';
import { MIGRATIONS_DIR, runMigrations } from '../../db/migrate';
import { createPgliteDb } from '../../db/pglite-db';

/*
 * Migration 0015 gives every incident a calendar sequence, 0 for the rows already there, and the triggers
 * that raise a maintenance's on every change a calendar reader would see (and never an incident's).
 */

let db: Db;
const dir = mkdtempSync(path.join(tmpdir(), 'statusdeck-migrations-'));
const copyMigrations = (upTo: string) => {
  for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file <= upTo)) {
    copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
  }
};

const ORG = '00000000-0000-4000-8000-000000000001';
const PAGE = '00000000-0000-4000-8000-000000000002';
const MAINTENANCE = '00000000-0000-4000-8000-000000000003';
const INCIDENT = '00000000-0000-4000-8000-000000000004';

beforeAll(async () => {
  db = await createPgliteDb(null);
  copyMigrations('0014_~');
  await runMigrations(db, dir);
});

afterAll(async () => {
  await db.close();
});

const sequences = async () =>
  (
    await db.query<{ id: string; calendar_sequence: number }>(
      `SELECT id, calendar_sequence FROM incidents ORDER BY id`,
    )
  ).map((row) => [row.id.slice(-1), row.calendar_sequence]);

it('starts existing rows at 0 and raises a maintenance’s sequence on each change, never an incident’s', async () => {
  await db.exec(`
    INSERT INTO organizations (id, name) VALUES ('${ORG}', 'Org');
    INSERT INTO pages (id, organization_id, name, slug) VALUES ('${PAGE}', '${ORG}', 'Acme', 'acme-migration');
    INSERT INTO incidents (id, page_id, kind, name, status, impact, scheduled_for, scheduled_until, updated_at)
      VALUES ('${MAINTENANCE}', '${PAGE}', 'maintenance', 'Upgrade', 'scheduled', 'maintenance',
        '2030-01-01T10:00:00Z', '2030-01-01T11:00:00Z', '2026-01-01T00:00:00Z'),
      ('${INCIDENT}', '${PAGE}', 'incident', 'Outage', 'investigating', 'major', NULL, NULL, '2026-01-01T00:00:00Z');
  `);
  copyMigrations('0015_~');
  expect(await runMigrations(db, dir)).toEqual(['0015_maintenance_calendar.sql']);
  expect(await sequences()).toEqual([
    ['3', 0],
    ['4', 0],
  ]);
  const backfilled = await db.query<{ same: boolean }>(
    'SELECT bool_and(calendar_changed_at = updated_at) AS same FROM incidents',
  );
  expect(backfilled[0]?.same).toBe(true);

  await db.exec(`UPDATE incidents SET scheduled_for = scheduled_for + interval '1 hour',
    scheduled_until = scheduled_until + interval '1 hour'`);
  await db.exec(`INSERT INTO incident_updates (incident_id, status, body)
    VALUES ('${MAINTENANCE}', 'scheduled', 'Moved'), ('${INCIDENT}', 'investigating', 'Looking')`);
  await db.exec(`UPDATE incidents SET name = name || '!'`);
  // Changing what the event does not show (the automation) leaves the sequence alone.
  await db.exec('UPDATE incidents SET auto_transition = NOT auto_transition');
  expect(await sequences()).toEqual([
    ['3', 3],
    ['4', 0],
  ]);
});
