import { createPgliteDb, type PgliteDb } from './pglite-db';

/**
 * The embedded database, opened by server.ts before it loads the app's modules: its thread's start (PGlite's
 * WebAssembly and the data folder, ~1 s of CPU) runs beside that loading (~1 s more) instead of after it.
 * setupDatabase takes it over, with what to do should its thread stop.
 */
export type OpeningDatabase = {
  readonly db: Promise<PgliteDb>;
  /** Where a stopped thread is reported from now on (one reported before is passed on at once). */
  onLost(handler: (error: Error) => void): void;
};

export function openDatabaseEarly(dataDir: string | null): OpeningDatabase {
  let report: ((error: Error) => void) | null = null;
  let lostBefore: Error | null = null;
  const db = createPgliteDb(dataDir, {
    onLost: (error) => {
      if (report) report(error);
      else lostBefore = error;
    },
  });
  // A failed open is thrown where setupDatabase awaits it, not as an unhandled rejection meanwhile.
  db.catch(() => undefined);
  return {
    db,
    onLost(handler) {
      report = handler;
      if (lostBefore) handler(lostBefore);
    },
  };
}
