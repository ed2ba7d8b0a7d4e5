import { randomBytes } from 'node:crypto';
import type { Db } from './db';
import { createPgDb } from './pg-db';
import { createPgliteDb } from './pglite-db';

/**
 * Db.listen on both drivers: a NOTIFY reaches the handler once, after commit, before the writer's COMMIT
 * resolves when this process sent it; never for a rollback; from other sessions too (PostgreSQL).
 */
const databaseUrl = process.env.DATABASE_URL;
const silent = { error: () => undefined };
const channel = () => `listen_test_${randomBytes(4).toString('hex')}`;

const drivers: Array<[string, () => Promise<Db>]> = [['PGlite', () => createPgliteDb(null)]];
if (databaseUrl) drivers.push(['PostgreSQL', async () => createPgDb(databaseUrl, silent)]);

describe.each(drivers)('%s', (_name, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('delivers a committed NOTIFY once, before the COMMIT resolves, and nothing for a rollback', async () => {
    const name = channel();
    const received: Array<string | null> = [];
    await db.listen(name, (payload) => received.push(payload));

    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_notify($1, $2)', [name, 'one']);
      await tx.query('SELECT pg_notify($1, $2)', [name, 'one']);
      expect(received).toEqual([]);
    });
    expect(received).toEqual(['one']);

    await expect(
      db.transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', [name, 'rolled back']);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await db.query('SELECT pg_notify($1, $2)', [name, 'two']);
    expect(received).toEqual(['one', 'two']);

    // Many statements on the pool at once: each notification still arrives exactly once.
    await Promise.all(
      Array.from({ length: 20 }, (_unused, index) =>
        db.query('SELECT pg_notify($1, $2)', [name, `n${index}`]),
      ),
    );
    expect(received.slice(2).sort()).toEqual(
      Array.from({ length: 20 }, (_unused, index) => `n${index}`).sort(),
    );
  });
});

const onPostgres = databaseUrl ? it : it.skip;

onPostgres('PostgreSQL: a NOTIFY from another process arrives once', async () => {
  const listener = createPgDb(databaseUrl ?? '', silent);
  const sender = createPgDb(databaseUrl ?? '', silent);
  try {
    const name = channel();
    const received: Array<string | null> = [];
    await listener.listen(name, (payload) => received.push(payload));
    await sender.query('SELECT pg_notify($1, $2)', [name, 'from elsewhere']);
    const deadline = Date.now() + 5000;
    while (received.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // A moment more: a duplicate would arrive right behind the first.
    await listener.query('SELECT 1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual(['from elsewhere']);
  } finally {
    await Promise.all([listener.close(), sender.close()]);
  }
});
