import { randomBytes } from 'node:crypto';
import type { Db } from './db';
import { createPgDb } from './pg-db';
import { createPgliteDb } from './pglite-db';

/**
 * Both drivers run statements with parameters as named prepared statements, one per SQL text (pg-db.ts,
 * pglite-worker-source.ts). Running a text again must give what a fresh statement would: the same values
 * and types, errors that leave nothing broken behind, and the new shape of a table changed in between.
 */
const databaseUrl = process.env.DATABASE_URL;
const silent = { error: () => undefined };

const drivers: Array<[string, () => Promise<Db>]> = [['PGlite', () => createPgliteDb(null)]];
if (databaseUrl) drivers.push(['PostgreSQL', async () => createPgDb(databaseUrl, silent)]);

describe.each(drivers)('%s', (_name, open) => {
  let db: Db;
  let table: string;
  beforeAll(async () => {
    db = await open();
    table = `prepared_${randomBytes(4).toString('hex')}`;
    await db.exec(
      `CREATE TABLE ${table} (id uuid PRIMARY KEY, at timestamptz NOT NULL, tags text[] NOT NULL, doc jsonb,
       n int NOT NULL)`,
    );
  });
  afterAll(async () => {
    await db.exec(`DROP TABLE IF EXISTS ${table}`);
    await db.close();
  });

  it('gives the same values and types on every run of a text', async () => {
    const insert = `INSERT INTO ${table} (id, at, tags, doc, n) VALUES ($1, $2, $3, $4, $5) RETURNING *`;
    const select = `SELECT id, at, tags, doc, n FROM ${table} WHERE id = $1`;
    const at = new Date('2026-01-02T03:04:05.678Z');
    for (let run = 0; run < 8; run++) {
      const id = crypto.randomUUID();
      const [inserted] = await db.query(insert, [id, at, ['a', `b${run}`], { run }, run]);
      const [row] = await db.query(select, [id]);
      expect(row).toEqual({ id, at, tags: ['a', `b${run}`], doc: { run }, n: run });
      expect(inserted).toEqual(row);
      expect((row as { at: unknown }).at).toBeInstanceOf(Date);
    }
  });

  it('keeps a text usable after a run of it failed, in and out of transactions', async () => {
    const select = `SELECT n FROM ${table} WHERE id = $1`;
    await expect(db.query(select, ['not-a-uuid'])).rejects.toMatchObject({ code: '22P02' });
    expect(await db.query(select, [crypto.randomUUID()])).toEqual([]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(select, ['still-not-a-uuid']);
      }),
    ).rejects.toMatchObject({ code: '22P02' });
    const id = crypto.randomUUID();
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${table} (id, at, tags, n) VALUES ($1, now(), '{}', 7)`, [id]);
      expect(await tx.query(select, [id])).toEqual([{ n: 7 }]);
    });
    expect(await db.query(select, [id])).toEqual([{ n: 7 }]);
  });

  it('does not keep a text that failed to parse', async () => {
    const broken = `SELECT nope FROM ${table} WHERE id = $1`;
    for (let run = 0; run < 2; run++) {
      await expect(db.query(broken, [crypto.randomUUID()])).rejects.toMatchObject({ code: '42703' });
    }
  });

  it('gives the new shape of a table changed since a text was prepared', async () => {
    const all = `SELECT * FROM ${table} WHERE n = $1`;
    const id = crypto.randomUUID();
    await db.query(`INSERT INTO ${table} (id, at, tags, n) VALUES ($1, now(), '{}', 42)`, [id]);
    // Run enough times for PostgreSQL to settle on a generic plan.
    for (let run = 0; run < 6; run++) expect(await db.query(all, [42])).toHaveLength(1);
    await db.query(`ALTER TABLE ${table} ADD COLUMN extra text NOT NULL DEFAULT 'x'`, []);
    const [row] = await db.query<{ id: string; extra: string }>(all, [42]);
    expect(row).toMatchObject({ id, extra: 'x' });
  });

  it('answers a script without parameters as before', async () => {
    await db.exec(`UPDATE ${table} SET n = n; SELECT 1`);
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
