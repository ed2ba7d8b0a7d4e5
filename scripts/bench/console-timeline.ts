// Where a signed-in console screen's first paint goes, on the same slow phone as console-lcp.ts (CPU 4×
// slower, Fast 4G, cold cache): every request's start and end, and the main thread's long tasks, from one load
// of each screen, printed as a timeline. A profiling aid for console-lcp.ts, not a benchmark (one load each).
// Runs alone: `npx tsx scripts/bench/console-timeline.ts [dashboard|components]`.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/testing/chromium';
import { paths } from '../../shared/src/routes/paths';
import { STORAGE_KEYS } from '../../shared/src/session/storage-keys';
import { startPublicServer } from './public-server';

const FAST_4G = {
  offline: false,
  latency: 165,
  downloadThroughput: (9_000_000 / 8) * 0.9,
  uploadThroughput: (1_500_000 / 8) * 0.9,
};

type Row = { url: string; type: string; start: number; end: number; bytes: number };

async function main(): Promise<void> {
  const only = process.argv[2];
  const server = await startPublicServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const screens = [
      { name: 'dashboard', path: paths.dashboard(), ready: 'Acme Cloud' },
      { name: 'components', path: paths.statusPage(server.pageId), ready: 'Background jobs' },
    ].filter((screen) => !only || screen.name === only);
    for (const screen of screens) {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', FAST_4G);
      await page.addInitScript(
        `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.accessToken)}, ${JSON.stringify(server.token)});
         window.__long = [];
         new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
         window.__lcp = 0;
         new PerformanceObserver((l) => { const e = l.getEntries(); window.__lcp = e[e.length - 1].startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });`,
      );
      await page.goto(`${server.origin}${screen.path}`);
      await page.getByText(screen.ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const { rows, long, lcp, fcp } = (await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const all = [nav, ...entries].map((entry) => ({
          url: entry.name.replace(location.origin, ''),
          type: entry.initiatorType,
          start: entry.startTime,
          end: entry.responseEnd,
          bytes: entry.encodedBodySize,
        }));
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          rows: all,
          long: (window as unknown as { __long: number[][] }).__long,
          lcp: (window as unknown as { __lcp: number }).__lcp,
          fcp: paint ? paint.startTime : 0,
        };
      })) as { rows: Row[]; long: number[][]; lcp: number; fcp: number };
      console.log(`\n== ${screen.name}: FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms`);
      for (const row of rows.sort((a, b) => a.start - b.start)) {
        console.log(
          `  ${String(Math.round(row.start)).padStart(5)} → ${String(Math.round(row.end)).padStart(5)}  ${(row.bytes / 1024).toFixed(1).padStart(6)} KiB  ${row.type.padEnd(14)} ${row.url.slice(0, 90)}`,
        );
      }
      const busy = long.reduce((sum, [, duration]) => sum + (duration ?? 0), 0);
      console.log(`  long tasks (${Math.round(busy)} ms in all):`);
      for (const [start, duration] of long)
        console.log(`    ${Math.round(start ?? 0)} +${Math.round(duration ?? 0)} ms`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
