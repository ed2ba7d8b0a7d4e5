import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type Db, type Queryable, translateDriverError } from './db';

/** The embedded PostgreSQL adapter; `dataDir` null keeps everything in memory (tests). */
export async function createPgliteDb(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;

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
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
