// Largest contentful paint of the public page on a slow phone: Chromium with the CPU slowed
// 4× and DevTools' "Fast 4G" network, median of 5 cold loads (a fresh browser context each: empty cache, new
// connections), in one run:
// - the server-rendered page (/public-page?page=slug on the built server);
// - a static HTML file of the same content (that page's markup and styles without scripts) served by the
//   same server: the reference;
// - the standalone remote: remote-public/dist alone on another origin (a plain static server, gzip as a CDN
//   would), config.js naming the product server as its API, rendering in the browser.
// Also the gzipped JavaScript each downloads. Targets: SSR ≤ 1.25× the static file, standalone ≤ 3×, JS ≤ 120 KB.
// Runs alone: `npx tsx scripts/bench/public-lcp.ts`.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/testing/chromium';
import { loadCountingScripts } from './page-scripts';
import { freePort, repoRoot, startPublicServer } from './public-server';

export type LcpRow = {
  page: string;
  lcpMs: number[];
  medianMs: number;
  scripts: number;
  jsGzipKiB: number;
  /** Console errors and uncaught exceptions (a hydration mismatch shows here). */
  errors: string[];
};
export type LcpFigures = { runs: number; rows: LcpRow[] };

const RUNS = 5;
/** Chrome DevTools' "Fast 4G" preset: 9 Mbit/s down, 1.5 Mbit/s up (×0.9), 60 ms latency (×2.75). */
const FAST_4G = {
  offline: false,
  latency: 165,
  downloadThroughput: (9_000_000 / 8) * 0.9,
  uploadThroughput: (1_500_000 / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** remote-public/dist as a CDN serves it: static files, index.html for any other path, gzip, config.js ours. */
function startStandaloneOrigin(port: number, configJs: string): Promise<Server> {
  const dist = join(repoRoot, 'remote-public', 'dist');
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname);
    const file = normalize(join(dist, path));
    const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    const target = found ? file : join(dist, 'index.html');
    const body = path === '/config.js' ? Buffer.from(configJs) : readFileSync(target);
    const hashed = /\.[0-9a-f]{8}\.js$/.test(target);
    response.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(gzipSync(body, { level: 6 }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The server-rendered document without its scripts and embedded data: what a static file would hold. */
function staticCopy(html: string): string {
  return html
    .replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/g, '')
    .replace(/<script defer src="[^"]*"><\/script>/g, '');
}

const LCP_OBSERVER = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/**
 * One cold load of `url` until `ready` shows and the network is idle (and `settled` holds, when given);
 * `init` runs before the page's scripts.
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  ready: string,
  init?: string,
  settled?: () => boolean,
  cookies: { name: string; value: string; url: string }[] = [],
) {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await page.addInitScript(LCP_OBSERVER);
    if (init) await page.addInitScript(init);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    const { scripts, gzipKiB } = await loadCountingScripts(page, url, ready, settled);
    const { lcp, usable } = await page.evaluate(() => {
      const probes = window as unknown as { __lcp: number; __usable?: number };
      return { lcp: probes.__lcp, usable: probes.__usable ?? null };
    });
    // `usable`: when the page's app showed the screen, if `init` installed a probe setting window.__usable.
    return { lcp, usable, scripts, jsGzipKiB: gzipKiB, errors };
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchPublicLcp(runs = RUNS): Promise<LcpFigures> {
  const server = await startPublicServer();
  const standalonePort = await freePort();
  const staticName = `bench-static-${randomBytes(4).toString('hex')}.html`;
  const staticFile = join(repoRoot, 'remote-public', 'dist', staticName);
  const configJs = `window.STATUSDECK_PUBLIC = ${JSON.stringify({ apiOrigin: server.origin, page: server.slug })};\n`;
  const standalone = await startStandaloneOrigin(standalonePort, configJs);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const ssrUrl = `${server.origin}/public-page?page=${server.slug}`;
    const rendered = await (await fetch(ssrUrl)).text();
    writeFileSync(staticFile, staticCopy(rendered));
    const targets = [
      {
        page: 'static HTML file of the same content (same server)',
        url: `${server.origin}/remotes/public/${staticName}`,
      },
      { page: 'server-rendered /public-page?page={slug}', url: ssrUrl },
      {
        page: 'standalone remote (own origin, static files, API via CORS)',
        url: `http://127.0.0.1:${standalonePort}/public-page`,
      },
    ];
    const results = targets.map((target) => ({
      ...target,
      lcp: [] as number[],
      scripts: 0,
      jsGzipKiB: 0,
      errors: [] as string[],
    }));
    // Interleaved, so a slower moment of the machine does not fall on one page only.
    for (let run = 0; run < runs; run += 1) {
      for (const result of results) {
        const load = await coldLoad(browser, result.url, 'Acme Cloud');
        result.lcp.push(load.lcp);
        result.scripts = load.scripts;
        result.jsGzipKiB = load.jsGzipKiB;
        result.errors.push(...load.errors);
      }
    }
    return {
      runs,
      rows: results.map((result) => ({
        page: result.page,
        lcpMs: result.lcp,
        medianMs: median(result.lcp),
        scripts: result.scripts,
        jsGzipKiB: result.jsGzipKiB,
        errors: result.errors,
      })),
    };
  } finally {
    await browser.close();
    standalone.close();
    rmSync(staticFile, { force: true });
    await server.stop();
  }
}

export function printPublicLcp(figures: LcpFigures): void {
  const reference = figures.rows[0]?.medianMs ?? 1;
  console.log(
    `Public page LCP (Chromium, CPU ${CPU_SLOWDOWN}× slower, Fast 4G, median of ${figures.runs} cold loads, same run):`,
  );
  for (const row of figures.rows) {
    console.log(
      `  ${row.page}: LCP ${Math.round(row.medianMs)} ms (${(row.medianMs / reference).toFixed(2)}× static; runs ${row.lcpMs
        .map((value) => Math.round(value))
        .join(', ')}), ${row.scripts} scripts, ${row.jsGzipKiB.toFixed(1)} KiB gzipped JS` +
        `, ${row.errors.length} console errors${row.errors.length ? `: ${[...new Set(row.errors)].join(' | ').slice(0, 300)}` : ''}`,
    );
  }
}

if (require.main === module) {
  benchPublicLcp().then(printPublicLcp, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
