// Wall time of a full production build from clean (every app's dist/ removed first).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { APP_LIST } from '../../shared/src/apps/app-manifest';

const repoRoot = join(__dirname, '..', '..');
const OUTPUTS = ['server', ...APP_LIST.map((app) => app.folder)];

export function benchBuild(): number {
  for (const app of OUTPUTS) rmSync(join(repoRoot, app, 'dist'), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('npm run build failed');
  return Number(process.hrtime.bigint() - started) / 1e9;
}
