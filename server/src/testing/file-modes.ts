import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every folder and file under root (root included) whose mode is not 0700 or 0600, as "path mode". */
export function looseModes(root: string): string[] {
  const loose: string[] = [];
  const visit = (entry: string): void => {
    const stats = lstatSync(entry);
    const mode = stats.mode & 0o777;
    if (stats.isDirectory()) {
      if (mode !== 0o700) loose.push(`${entry} ${mode.toString(8)}`);
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (mode !== 0o600 && !stats.isSymbolicLink()) {
      loose.push(`${entry} ${mode.toString(8)}`);
    }
  };
  visit(root);
  return loose;
}

/** Counts the folders and files under root (root included). */
export function countEntries(root: string): number {
  const stats = lstatSync(root);
  if (!stats.isDirectory()) return 1;
  return 1 + readdirSync(root).reduce((sum, name) => sum + countEntries(path.join(root, name)), 0);
}

/** Opens every folder (0777) and file (0666) under root to everyone, as earlier versions left them. */
export function loosenModes(root: string): void {
  const isDirectory = lstatSync(root).isDirectory();
  chmodSync(root, isDirectory ? 0o777 : 0o666);
  if (isDirectory) for (const name of readdirSync(root)) loosenModes(path.join(root, name));
}
