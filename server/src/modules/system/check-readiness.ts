import type { Db } from '../../db/db';
import { fail } from '../../lib/errors';
import type { DbState } from '../../plugins/database';
import { pingDatabase } from './repository';

/** Set by the SIGTERM handler before it stops accepting connections (see lib/graceful-shutdown.ts). */
export type DrainState = { draining: boolean };

/** Alive means able to serve again some day: not so once the embedded database is gone (see DbState). */
export function checkLiveness(state: DbState): void {
  if (state.lost) {
    throw fail('service_unavailable', 'The embedded database stopped; restart the server');
  }
}

/** Ready means migrated, answering and not shutting down; otherwise 503 so a load balancer routes elsewhere. */
export async function checkReadiness(db: Db, state: DbState, drain: DrainState): Promise<void> {
  if (drain.draining) {
    throw fail('service_unavailable', 'The server is shutting down');
  }
  if (!state.migrated) {
    throw fail('service_unavailable', 'The database is not ready yet');
  }
  await pingDatabase(db);
}
