import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countEntries, looseModes, loosenModes } from '../testing/file-modes';
import { type Db, isConnectionError, isUniqueViolation } from './db';
import { createPgliteDb } from './pglite-db';

// Each test creates its own embedded PostgreSQL (initdb in WebAssembly, one or two per test): 6–13 s each
// on a loaded 2-core machine, which the suite's 30 s default did not always cover in a full run.
jest.setTimeout(120_000);

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'statusdeck-pglite-')), 'pgdata');

describe('the embedded database on disk', () => {
  it('locks its folder while open and unlocks it on close', async () => {
    const dir = dataDir();
    const db = await createPgliteDb(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('keeps its folders 0700 and its files 0600 whatever the process umask, open and closed', async () => {
    const dir = dataDir();
    const db = await createPgliteDb(dir);
    await db.exec('CREATE TABLE t (x int); INSERT INTO t SELECT generate_series(1, 10000); CHECKPOINT');
    expect(countEntries(dir)).toBeGreaterThan(900);
    expect(looseModes(dir)).toEqual([]);
    await db.close();
    expect(looseModes(dir)).toEqual([]);
  });

  it('puts right the modes of a folder opened before', async () => {
    const dir = dataDir();
    await (await createPgliteDb(dir)).close();
    loosenModes(dir);
    const db = await createPgliteDb(dir);
    expect(looseModes(dir)).toEqual([]);
    await db.close();
  });

  it('does not open a folder another live process holds', async () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    await expect(createPgliteDb(dir)).rejects.toThrow(`another Statusdeck process (PID ${process.ppid})`);
  });
});

describe('the embedded database on its worker thread', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteDb(null);
    await db.exec(
      'CREATE TABLE things (id int PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), doc jsonb)',
    );
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps the event loop free while a statement runs', async () => {
    // In process, PGlite runs a statement synchronously: no timer fires until it is done.
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    try {
      await db.query('SELECT count(*) FROM generate_series(1, 2000000)');
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(10);
  });

  it('answers with values of this realm: Dates, JSON objects, numbers', async () => {
    await db.query('INSERT INTO things (id, doc) VALUES ($1, $2)', [
      1,
      JSON.stringify({ a: [1, { b: 'c' }] }),
    ]);
    const [row] = await db.query<{ id: number; at: Date; doc: unknown }>('SELECT * FROM things WHERE id = 1');
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.doc).toEqual({ a: [1, { b: 'c' }] });
    expect(row?.id).toBe(1);
  });

  it('keeps driver errors’ codes, so a unique violation is recognised', async () => {
    const error = await db.query('INSERT INTO things (id) VALUES (1)').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { constraint?: string }).constraint).toBe('things_pkey');
  });

  it('commits a transaction, rolls one back when its function throws, and runs them one at a time', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (id) VALUES (2)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things (id) VALUES (3)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A failed statement inside a transaction: the function sees the error, and nothing of it stays.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things (id) VALUES (4)');
        await tx.query('INSERT INTO things (id) VALUES (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    // Read-modify-write in concurrent transactions: one session, so none is lost.
    await db.query('CREATE TABLE counter (n int)');
    await db.query('INSERT INTO counter VALUES (0)');
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.query<{ n: number }>('SELECT n FROM counter');
          await tx.query('UPDATE counter SET n = $1', [(row?.n ?? 0) + 1]);
        }),
      ),
    );
    const ids = await db.query<{ id: number }>('SELECT id FROM things ORDER BY id');
    expect(ids.map((row) => row.id)).toEqual([1, 2]);
    expect(await db.query('SELECT n FROM counter')).toEqual([{ n: 10 }]);
  });

  it('refuses statements once closed, as an unreachable database', async () => {
    const closing = await createPgliteDb(null);
    await closing.close();
    const error = await closing.query('SELECT 1').catch((caught: unknown) => caught);
    expect(isConnectionError(error)).toBe(true);
  });
});

describe('the embedded database’s thread stopping while open', () => {
  it('is reported once, and every statement then fails as with an unreachable database', async () => {
    const lost: Error[] = [];
    const db = await createPgliteDb(null, { onLost: (error) => lost.push(error) });
    await db.thread.terminate();
    const error = await db.query('SELECT 1').catch((caught: unknown) => caught);
    expect(isConnectionError(error)).toBe(true);
    expect(lost).toHaveLength(1);
    await db.close();
    expect(lost).toHaveLength(1);
  });

  it('is not reported when the database is closed', async () => {
    const lost: Error[] = [];
    const db = await createPgliteDb(null, { onLost: (error) => lost.push(error) });
    await db.close();
    expect(lost).toEqual([]);
  });
});

describe('an in-memory database started from a dump', () => {
  it('holds what the dumped one held, and writes to it do not reach the original', async () => {
    const original = await createPgliteDb(null);
    await original.exec("CREATE TABLE kept (x text); INSERT INTO kept VALUES ('before')");
    const seed = await original.dump();
    const copy = await createPgliteDb(null, { seed });
    try {
      await copy.exec("INSERT INTO kept VALUES ('after')");
      expect(await copy.query('SELECT x FROM kept ORDER BY x')).toEqual([{ x: 'after' }, { x: 'before' }]);
      expect(await original.query('SELECT x FROM kept')).toEqual([{ x: 'before' }]);
    } finally {
      await copy.close();
      await original.close();
    }
  });

  it('is refused for a database on disk', async () => {
    await expect(createPgliteDb(dataDir(), { seed: new Uint8Array(1) })).rejects.toThrow('in-memory');
  });
});
