import { chmodSync, existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files and folders the server creates are its owner's alone (PostgreSQL requires as much of its data). */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Puts right the modes under an existing folder, root included: folders 0700, files 0600. Earlier versions
 * left the embedded database's files 0666 (its write-ahead log holds password hashes). Symbolic links below
 * the root are neither followed nor changed; a missing root is left missing.
 */
export function makePrivate(root: string): void {
  if (!existsSync(root)) return;
  const visit = (entry: string): void => {
    // The root may be a link to the real folder (DATA_DIR on another volume); links inside are not followed.
    const stats = entry === root ? statSync(entry) : lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o777) !== wanted) chmodSync(entry, wanted);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
}
