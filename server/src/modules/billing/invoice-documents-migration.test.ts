import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/db';
import { MIGRATIONS_DIR, runMigrations } from '../../db/migrate';
import { createPgliteDb } from '../../db/pglite-db';

/*
 * Migration 0025 numbers the invoices issued before it, per organisation in the order they were issued, and
 * names their customer as the organisation was then called; the next invoice continues the count.
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
  copyMigrations('0024_~');
  await runMigrations(db, dir);
});

afterAll(async () => {
  await db.close();
});

const invoice = (id: string, org: string, createdAt: string) =>
  `('${id}', '${org}', 'pro', 2900, 'paid', '${createdAt}', '${createdAt}', 'test', 'ch_${id.slice(-1)}',
    'visa', '4242', '${createdAt}')`;

it('numbers earlier invoices per organisation in the order they were issued, and the counter continues', async () => {
  await db.exec(`
    INSERT INTO organizations (id, name) VALUES ('${ORG}', 'Org'), ('${OTHER_ORG}', 'Other');
    INSERT INTO invoices (id, organization_id, plan, amount_cents, status, period_start, period_end, provider,
      provider_charge_id, card_brand, card_last4, created_at) VALUES
      ${invoice('00000000-0000-4000-8000-00000000000b', ORG, '2026-02-01T00:00:00Z')},
      ${invoice('00000000-0000-4000-8000-00000000000a', ORG, '2026-01-01T00:00:00Z')},
      ${invoice('00000000-0000-4000-8000-00000000000c', OTHER_ORG, '2026-03-01T00:00:00Z')};
  `);
  copyMigrations('0025_~');
  expect(await runMigrations(db, dir)).toEqual(['0025_invoice_documents.sql']);
  const rows = await db.query<{ id: string; sequence: number; number: string; customer_name: string }>(
    'SELECT id, sequence, number, customer_name FROM invoices ORDER BY id',
  );
  const code = (number: string | undefined) => number?.split('-')[1];
  expect(rows.map((row) => [row.id.slice(-1), row.sequence, row.customer_name])).toEqual([
    ['a', 1, 'Org'],
    ['b', 2, 'Org'],
    ['c', 1, 'Other'],
  ]);
  expect(rows[0]?.number).toMatch(/^SD-\d+-000001$/);
  expect(code(rows[0]?.number)).toBe(code(rows[1]?.number));
  expect(code(rows[2]?.number)).not.toBe(code(rows[0]?.number));
  const counters = await db.query<{ organization_id: string; last_sequence: number }>(
    'SELECT organization_id, last_sequence FROM invoice_counters ORDER BY organization_id',
  );
  expect(counters.map((row) => row.last_sequence)).toEqual([2, 1]);
  await expect(
    db.query("UPDATE invoices SET amount_cents = 0 WHERE id = '00000000-0000-4000-8000-00000000000a'"),
  ).rejects.toThrow(/cannot be changed/);
});
