import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { type Db, type NotificationHandler, type Queryable, translateDriverError } from './db';

/**
 * The embedded PostgreSQL adapter; `dataDir` null keeps everything in memory (tests). A data folder is
 * locked (`<dataDir>.lock`) for as long as it is open.
 */
export async function createPgliteDb(dataDir: string | null): Promise<Db> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  let pglite: PGlite;
  try {
    pglite = dataDir ? new PGlite(dataDir) : new PGlite();
    await pglite.waitReady;
  } catch (error) {
    release();
    throw error;
  }

  const wrap = (client: PGlite | Transaction): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await client.query<Row>(sql, [...params]);
        return result.rows;
      } catch (error) {
        return translateDriverError(error);
      }
    },
    async exec(sql: string) {
      try {
        await client.exec(sql);
      } catch (error) {
        translateDriverError(error);
      }
    },
  });

  return {
    ...wrap(pglite),
    async transaction(fn) {
      try {
        return await pglite.transaction((tx) => fn(wrap(tx)));
      } catch (error) {
        return translateDriverError(error);
      }
    },
    // One session: PGlite delivers a NOTIFY while it reads the COMMIT's (or the statement's) answer, so the
    // handler has run by the time the writer's promise resolves; nothing is delivered for a rollback.
    async listen(channel: string, handler: NotificationHandler) {
      await pglite.listen(channel, (payload) => handler(payload));
    },
    async close() {
      if (!pglite.closed) await pglite.close();
      release();
    },
  };
}

function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  return acquireDataDirLock(`${dataDir}.lock`);
}
