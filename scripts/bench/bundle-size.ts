// JavaScript a visitor's browser really downloads, measured in Chromium against the production
// build: every script response on the page, gzipped here (level 6, what a CDN typically serves).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export type BundleRow = { screen: string; scripts: number; rawKiB: number; gzipKiB: number };

const repoRoot = join(__dirname, '..', '..');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.css': 'text/css',
};

async function startProductServer(port: number): Promise<{ child: ChildProcess; dataDir: string }> {
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

/** remote-public's dist alone at the root of its own origin, as a CDN would serve it; data from the API. */
function startStandalonePublic(apiOrigin: string): Promise<Server> {
  const dist = join(repoRoot, 'remote-public/dist');
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/v1/') || path.startsWith('/locales/') || path === '/app-config.json') {
      const upstream = await fetch(`${apiOrigin}${path}`);
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const file = normalize(join(dist, path));
    const target =
      file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function scriptsOf(url: string, ready: string): Promise<Omit<BundleRow, 'screen'>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ locale: 'en-US' });
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url);
    await page.getByText(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    const raw = scripts.reduce((sum, body) => sum + body.length, 0);
    const gzip = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 6 }).length, 0);
    return { scripts: scripts.length, rawKiB: raw / 1024, gzipKiB: gzip / 1024 };
  } finally {
    await browser.close();
  }
}

export async function benchBundles(port: number): Promise<BundleRow[]> {
  const { child, dataDir } = await startProductServer(port);
  const origin = `http://127.0.0.1:${port}`;
  const standalone = await startStandalonePublic(origin);
  try {
    const publicOrigin = `http://127.0.0.1:${(standalone.address() as AddressInfo).port}`;
    return [
      {
        screen: 'sign-in screen (host + remote-auth), /auth',
        ...(await scriptsOf(`${origin}/auth`, 'Sign in to Statusdeck')),
      },
      {
        screen: 'standalone public page (remote-public alone)',
        ...(await scriptsOf(`${publicOrigin}/public-page`, 'The public status page')),
      },
    ];
  } finally {
    standalone.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
