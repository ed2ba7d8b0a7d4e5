import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { PRIVATE_FILE_MODE } from './private-files';
import { StartupError } from './startup-error';

/** Whether a process with this PID exists (EPERM: it exists but belongs to another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite's files must have one writer: a second server on the same DATA_DIR would corrupt them. The lock
 * file holds the owner's PID; a lock whose process is gone (a crash, or our own PID after a container
 * restart) is taken over. Returns the release function.
 */
export function acquireDataDirLock(lockFile: string, pid: number = process.pid): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, `${pid}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => {
        if (holderOf(lockFile) === pid) unlinkSync(lockFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockFile);
    if (holder !== null && holder !== pid && isAlive(holder)) {
      throw new StartupError(
        `the embedded database is in use by another Statusdeck process (PID ${holder}): stop it, or set DATA_DIR ` +
          `to another folder (remove ${lockFile} if that PID is not a Statusdeck server)`,
      );
    }
    try {
      unlinkSync(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new StartupError(`could not take the database lock ${lockFile}: another process keeps creating it`);
}
