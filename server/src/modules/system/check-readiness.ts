import type { Db } from '../../db/db';
import { AppError } from '../../lib/errors';
import { pingDatabase } from './repository';

export type DbState = { migrated: boolean };

/** Ready means migrated and answering; otherwise 503 so a load balancer routes elsewhere. */
export async function checkReadiness(db: Db, state: DbState): Promise<void> {
  if (!state.migrated) {
    throw new AppError(503, 'service_unavailable', 'The database is not ready yet');
  }
  await pingDatabase(db);
}
