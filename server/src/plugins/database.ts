import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { type Db, isConnectionError } from '../db/db';
import { runMigrations } from '../db/migrate';
import type { OpeningDatabase } from '../db/opening-database';
import { createPgliteDb } from '../db/pglite-db';

const MIGRATION_RETRY_MS = 2000;

/** `lost`: the embedded database's thread stopped; the process cannot serve again and should be restarted. */
export type DbState = { migrated: boolean; lost: Error | null };

/**
 * Opens the configured database and migrates it. If PostgreSQL is unreachable at start the app still
 * starts (answering 503 and /ready 503) and keeps retrying, so it recovers on its own.
 */
export async function setupDatabase(
  app: FastifyInstance,
  config: Config,
  options: { seed?: Uint8Array; opening?: OpeningDatabase } = {},
): Promise<{ db: Db; dbState: DbState }> {
  const dbState: DbState = { migrated: false, lost: null };
  // Nothing brings it back in this process: say so, and fail /health so that a supervisor restarts us.
  const onLost = (error: Error) => {
    dbState.lost = error;
    app.log.fatal({ err: error }, 'the embedded database stopped; this process must be restarted');
  };
  let db: Db;
  if (config.database.kind === 'postgres') {
    // Loaded only for PostgreSQL: the driver's modules are no part of an embedded start.
    const { createPgDb } = require('../db/pg-db') as typeof import('../db/pg-db');
    db = createPgDb(config.database.url, app.log);
  } else if (options.opening) {
    options.opening.onLost(onLost);
    db = await options.opening.db;
  } else {
    db = await createPgliteDb(config.database.dataDir, { seed: options.seed, onLost });
  }
  let retry: NodeJS.Timeout | null = null;

  const migrate = async (): Promise<void> => {
    try {
      const applied = await runMigrations(db);
      dbState.migrated = true;
      if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      app.log.error(`database unreachable; retrying migrations in ${MIGRATION_RETRY_MS} ms`);
      retry = setTimeout(() => {
        migrate().catch((fatal: unknown) => app.log.error({ err: fatal }, 'migrations failed'));
      }, MIGRATION_RETRY_MS);
    }
  };
  await migrate();

  app.addHook('onClose', async () => {
    if (retry) clearTimeout(retry);
    await db.close();
  });
  return { db, dbState };
}
