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

onPostgres('PostgreSQL: only connections that did work able to notify LISTEN', async () => {
  const db = createPgDb(databaseUrl ?? '', silent);
  try {
    const name = channel();
    const received: Array<string | null> = [];
    await db.listen(name, (payload) => received.push(payload));
    // Reads on as many connections as the pool opens: none of them LISTENs (each would be woken by every
    // NOTIFY of the database, whatever its channel).
    await Promise.all(Array.from({ length: 20 }, () => db.query('SELECT pg_sleep(0.02), $1::text', ['x'])));
    expect(db.listeningConnections()).toBe(0);

    // A write LISTENs first on its connection, so its own NOTIFY has been delivered when it resolves.
    await db.query('SELECT pg_notify($1, $2)', [name, 'written']);
    expect(received).toEqual(['written']);
    expect(db.listeningConnections()).toBe(1);
  } finally {
    await db.close();
  }
});

/** Backends this process opened under `applicationName` (pg_stat_activity, seen from another connection). */
async function connectionsNamed(observer: Db, applicationName: string): Promise<number> {
  const [row] = await observer.query<{ count: string }>(
    `SELECT count(*) AS count FROM pg_stat_activity WHERE application_name = $1`,
    [applicationName],
  );
  return Number(row?.count);
}

onPostgres(
  'PostgreSQL: listen() calls made together share one listening connection, which close() ends',
  async () => {
    const applicationName = channel();
    const url = new URL(databaseUrl ?? '');
    url.searchParams.set('application_name', applicationName);
    const listener = createPgDb(url.href, silent);
    const observer = createPgDb(databaseUrl ?? '', silent);
    const sender = createPgDb(databaseUrl ?? '', silent);
    let closed = false;
    try {
      const [first, second] = [channel(), channel()];
      const received: string[] = [];
      // Both calls while the first connection is still being set up, the second twice on one channel.
      await Promise.all([
        listener.listen(first, (payload) => received.push(`first: ${payload}`)),
        listener.listen(second, (payload) => received.push(`second: ${payload}`)),
        listener.listen(second, (payload) => received.push(`second again: ${payload}`)),
      ]);
      // Every call resolved once listening is set up: a NOTIFY sent right now reaches each handler.
      expect(await connectionsNamed(observer, applicationName)).toBe(1);
      await sender.query('SELECT pg_notify($1, $2), pg_notify($3, $4)', [first, 'a', second, 'b']);
      const deadline = Date.now() + 5000;
      while (received.length < 3 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      // A moment more: a duplicate from a second listening connection would arrive right behind.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received.sort()).toEqual(['first: a', 'second again: b', 'second: b']);

      await listener.close();
      closed = true;
      // A terminated backend leaves pg_stat_activity shortly after its client hung up.
      const gone = Date.now() + 5000;
      while ((await connectionsNamed(observer, applicationName)) > 0 && Date.now() < gone)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await connectionsNamed(observer, applicationName)).toBe(0);
    } finally {
      await Promise.all([closed ? undefined : listener.close(), observer.close(), sender.close()]);
    }
  },
);
