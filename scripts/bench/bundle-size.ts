// JavaScript a visitor's browser really downloads, measured in Chromium against the production
// build: every script response on the page, gzipped here (level 6, what a CDN typically serves).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/testing/chromium';
import { paths } from '../../shared/src/routes/paths';
import { loadCountingScripts, type ScriptSizes } from './page-scripts';

export type BundleRow = { screen: string } & ScriptSizes;

const repoRoot = join(__dirname, '..', '..');
async function startProductServer(
  port: number,
  corsOrigin: string,
): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'statusdeck-bench-'));
  const child = spawn(process.execPath, [join(repoRoot, 'server/dist/server.js')], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: corsOrigin,
    },
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) return { child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the product server did not become ready');
}

async function scriptsOf(url: string, ready: string): Promise<ScriptSizes> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    return await loadCountingScripts(await browser.newPage({ locale: 'en-US' }), url, ready);
  } finally {
    await browser.close();
  }
}

export async function benchBundles(port: number): Promise<BundleRow[]> {
  // The public page's JavaScript (server-rendered and standalone) is measured by public-lcp.ts.
  const origin = `http://127.0.0.1:${port}`;
  const { child, dataDir } = await startProductServer(port, origin);
  try {
    return [
      {
        screen: "sign-in screen (remote-auth's lean page), /auth",
        ...(await scriptsOf(`${origin}${paths.auth()}`, 'Sign in to Statusdeck')),
      },
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
