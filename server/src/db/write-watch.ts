import type { Db, Queryable } from './db';

/**
 * What a cache of rows read from some tables needs to know to stay exact: whether anything wrote to them
 * since it read (`generation`), and whether a write to them is under way and not yet committed (`writing`).
 */
export type WriteWatch = {
  /** Changes on every write to a watched table: when it runs, when its transaction ends, when another process's commits. */
  readonly generation: number;
  /** Transactions (and single statements) of this process that wrote a watched table and have not ended. */
  readonly writing: number;
};

/** A statement that changes rows of one of `tables` (any data-changing verb, a CTE's too). */
function writePattern(tables: readonly string[]): RegExp {
  const verb = String.raw`(?:update|insert\s+into|delete\s+from|truncate(?:\s+table)?|merge\s+into|alter\s+table|drop\s+table)`;
  return new RegExp(
    String.raw`\b${verb}\s+(?:only\s+)?(?:public\.)?"?(?:${tables.join('|')})"?(?![\w"])`,
    'i',
  );
}

/**
 * Wraps `db` so that every statement of this process writing to `tables` (and every script: migrations,
 * test set-ups) is seen, in one place rather than at each of the verbs that write them. Such a write moves
 * the generation on when it runs and again when its transaction ends, and counts as `writing` meanwhile;
 * it also sends a NOTIFY on `channel` with its transaction, so other processes sharing the database move
 * their generation on when it commits (and on a lost listening connection, when it is back). A null channel
 * sends and hears none: for a watch that only this process's writes can move (the embedded database).
 */
export async function watchWrites(
  db: Db,
  tables: readonly string[],
  channel: string | null,
): Promise<{ db: Db; watch: WriteWatch }> {
  const writes = writePattern(tables);
  const watch = { generation: 0, writing: 0 };
  const moved = () => {
    watch.generation += 1;
  };
  if (channel !== null) await db.listen(channel, moved);
  const notify = async (queryable: Queryable) => {
    if (channel !== null) await queryable.query('SELECT pg_notify($1, $2)', [channel, '']);
  };

  /** A write outside a transaction: watched while it runs, announced once it is done (failed or not). */
  const alone = async <T>(work: () => Promise<T>): Promise<T> => {
    watch.writing += 1;
    moved();
    try {
      return await work();
    } finally {
      watch.writing -= 1;
      moved();
      await notify(db).catch(() => undefined);
    }
  };

  return {
    watch,
    // The driver's own extras (the embedded database's thread, its dump) stay reachable.
    db: {
      ...db,
      query: (sql, params) => (writes.test(sql) ? alone(() => db.query(sql, params)) : db.query(sql, params)),
      exec: (sql) => alone(() => db.exec(sql)),
      async transaction(fn) {
        let wrote = false;
        const markWrite = () => {
          if (wrote) return moved();
          wrote = true;
          watch.writing += 1;
          moved();
        };
        try {
          return await db.transaction(async (tx) => {
            const result = await fn({
              query: (sql, params) => {
                if (writes.test(sql)) markWrite();
                return tx.query(sql, params);
              },
              exec: (sql) => {
                markWrite();
                return tx.exec(sql);
              },
            });
            if (wrote) await notify(tx);
            return result;
          });
        } finally {
          if (wrote) {
            watch.writing -= 1;
            moved();
          }
        }
      },
    },
  };
}
