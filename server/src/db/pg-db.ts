import pg from 'pg';
import { type Db, type Queryable, translateDriverError } from './db';

type Logger = { error(obj: object, msg: string): void };

/** A `pg` Pool adapter; short timeouts so an unreachable database answers 503 quickly instead of hanging. */
export function createPgDb(url: string, log: Logger): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    query_timeout: 15_000,
  });
  // An idle client losing its connection emits here; without a listener the process would crash.
  pool.on('error', (error) => log.error({ err: error }, 'idle PostgreSQL client failed'));

  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await client.query(sql, [...params]);
        return result.rows as Row[];
      } catch (error) {
        return translateDriverError(error);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (error) {
        translateDriverError(error);
      }
    },
  });

  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect().catch(translateDriverError);
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        return translateDriverError(error);
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
