// What a browser fetched as JavaScript to show a screen, for the bundle-size and LCP benchmarks.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export type ScriptSizes = { scripts: number; rawKiB: number; gzipKiB: number };

/**
 * Opens `url` in `page` until `ready` shows and the network is idle (and then, given `settled`, until that
 * expression holds and the network is idle again); the scripts it fetched meanwhile.
 */
export async function loadCountingScripts(
  page: Page,
  url: string,
  ready: string,
  settled?: () => boolean,
): Promise<ScriptSizes> {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = response.body();
    // Read below; a failure meanwhile is not an unhandled rejection (Promise.all reports it).
    body.catch(() => undefined);
    bodies.push(body);
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  if (settled) {
    await page.waitForFunction(settled);
    await page.waitForLoadState('networkidle');
  }
  // Counted until now: a body asked for after the page has closed would fail the run.
  page.off('response', onResponse);
  const scripts = await Promise.all(bodies);
  const raw = scripts.reduce((sum, body) => sum + body.length, 0);
  const gzip = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 6 }).length, 0);
  return { scripts: scripts.length, rawKiB: raw / 1024, gzipKiB: gzip / 1024 };
}
