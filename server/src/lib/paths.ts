import path from 'node:path';

/** Resolved from this file (src/lib or dist/lib), so the server works from any working directory. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');
