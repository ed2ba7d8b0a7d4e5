// What a browser fetched as JavaScript to show a screen, for the bundle-size and LCP benchmarks.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export type ScriptSizes = { scripts: number; rawKiB: number; gzipKiB: number };

/** Opens `url` in `page` until `ready` shows and the network is idle; the scripts it fetched meanwhile. */
export async function loadCountingScripts(page: Page, url: string, ready: string): Promise<ScriptSizes> {
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
}
