// Largest contentful paint of the console on a slow phone, as public-lcp.ts measures the public page:
// Chromium with the CPU slowed 4× and DevTools' "Fast 4G", median of 5 cold loads (a fresh browser context
// each: empty cache, new connections), interleaved, in one run, on the built server (public-server.ts seeds
// a page with 8 components and 2 incidents, and its owner's session):
// - the sign-in screen (/auth), signed out;
// - the dashboard (/) and the page's components screen (/statuspages/{id}), signed in (the owner's access
//   token in localStorage and its cookie, as a signed-in browser has them: the server sends these screens
//   as HTML then); `… without the cookie` is each screen as before that (the plain index.html, the app
//   draws everything), measured in the same run for the comparison.
// Each screen's reference is a static HTML copy of itself, served by the same server: the screen's markup
// once shown, its style rules inlined, without scripts. Also the gzipped JavaScript each downloads before
// it is usable (the screen shown and the network idle). Targets: sign-in ≤ 2× its static copy and ≤ 150 KB
// of JS; the dashboard and the components screen ≤ 2.5×.
// Runs alone: `npx tsx scripts/bench/console-lcp.ts`; `… console-lcp.ts sign-in` measures only the screens
// whose name contains `sign-in` (and their static copies).
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/testing/chromium';
import { CONSOLE_SHELL } from '../../shared/src/app/console-shell';
import { SIGN_IN_SHELL } from '../../shared/src/app/sign-in-shell';
import { APPS } from '../../shared/src/apps/app-manifest';
import { paths } from '../../shared/src/routes/paths';
import { ACCESS_COOKIE } from '../../shared/src/session/access-cookie.cjs';
import { STORAGE_KEYS } from '../../shared/src/session/storage-keys';
import { coldLoad, type LcpRow, median } from './public-lcp';
import { repoRoot, startPublicServer } from './public-server';

const RUNS = 5;

/** `cookie`: the access-token cookie is sent too (a browser signed in since the cookie exists). */
type Screen = { name: string; path: string; ready: string; signedIn: boolean; cookie?: boolean };

/** The page's markup as shown, with every style rule the page holds (styled-components inserts them by CSSOM). */
const SNAPSHOT = `(() => {
  const rules = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try { for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText); } catch {}
  }
  const copy = document.documentElement.cloneNode(true);
  for (const node of Array.from(copy.querySelectorAll('script, style, link[rel="modulepreload"], link[rel="preload"]'))) node.remove();
  const style = document.createElement('style');
  style.textContent = rules.join('\\n');
  copy.querySelector('head').appendChild(style);
  return '<!doctype html>' + copy.outerHTML;
})()`;

/**
 * Records in window.__usable when the app's root first shows the screen's text (the static copy's root has
 * it from the start; the sign-in screen's server copy sits outside the root, so this is the app's own).
 */
function usableProbe(ready: string): string {
  return `(() => {
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || !root.textContent.includes(${JSON.stringify(ready)}) || getComputedStyle(root).display === 'none') return;
      window.__usable = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['${SIGN_IN_SHELL.stateAttribute}', '${CONSOLE_SHELL.stateAttribute}'] });
  })();`;
}

/** Holds once usableProbe has seen the app's screen (a function: the page's CSP refuses evaluated strings). */
const USABLE = () => (window as unknown as { __usable?: number }).__usable !== undefined;

function signedInScript(token: string): string {
  return `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.accessToken)}, ${JSON.stringify(token)});`;
}

async function staticCopy(browser: Browser, url: string, screen: Screen, token: string): Promise<string> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    if (screen.signedIn) await page.addInitScript(signedInScript(token));
    await page.goto(url);
    await page.getByText(screen.ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    return (await page.evaluate(SNAPSHOT)) as string;
  } finally {
    await context.close();
  }
}

export type ConsoleLcpFigures = { runs: number; rows: (LcpRow & { usableMs: number })[] };

export async function benchConsoleLcp(runs = RUNS, only = ''): Promise<ConsoleLcpFigures> {
  const server = await startPublicServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const hostDist = join(repoRoot, APPS.host.folder, 'dist');
  const written: string[] = [];
  try {
    const allScreens: Screen[] = [
      { name: 'sign-in /auth', path: paths.auth(), ready: 'Sign in to Statusdeck', signedIn: false },
      { name: 'dashboard /', path: paths.dashboard(), ready: 'Acme Cloud', signedIn: true, cookie: true },
      {
        name: 'dashboard / without the cookie',
        path: paths.dashboard(),
        ready: 'Acme Cloud',
        signedIn: true,
      },
      {
        name: 'components /statuspages/{id}',
        path: paths.statusPage(server.pageId),
        ready: 'Background jobs',
        signedIn: true,
        cookie: true,
      },
      {
        name: 'components /statuspages/{id} without the cookie',
        path: paths.statusPage(server.pageId),
        ready: 'Background jobs',
        signedIn: true,
      },
    ];
    const screens = allScreens.filter((screen) => screen.name.includes(only));
    const targets: {
      page: string;
      url: string;
      ready: string;
      init?: string;
      settled?: () => boolean;
      cookies?: { name: string; value: string; url: string }[];
    }[] = [];
    for (const screen of screens) {
      const url = `${server.origin}${screen.path}`;
      const init = (screen.signedIn ? signedInScript(server.token) : '') + usableProbe(screen.ready);
      const name = `bench-static-${randomBytes(4).toString('hex')}.html`;
      writeFileSync(join(hostDist, name), await staticCopy(browser, url, screen, server.token));
      written.push(join(hostDist, name));
      targets.push({
        page: `${screen.name}: static copy`,
        url: `${server.origin}/${name}`,
        ready: screen.ready,
      });
      // Until the app's own screen shows (the sign-in screen's server copy shows long before).
      const cookies = screen.cookie ? [{ name: ACCESS_COOKIE, value: server.token, url: server.origin }] : [];
      targets.push({ page: `${screen.name}`, url, ready: screen.ready, init, settled: USABLE, cookies });
    }
    const results = targets.map((target) => ({
      ...target,
      lcp: [] as number[],
      usable: [] as number[],
      scripts: 0,
      jsGzipKiB: 0,
      errors: [] as string[],
    }));
    for (let run = 0; run < runs; run += 1) {
      for (const result of results) {
        const load = await coldLoad(
          browser,
          result.url,
          result.ready,
          result.init,
          result.settled,
          result.cookies,
        );
        result.lcp.push(load.lcp);
        if (load.usable !== null) result.usable.push(load.usable);
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
        usableMs: median(result.usable),
        scripts: result.scripts,
        jsGzipKiB: result.jsGzipKiB,
        errors: result.errors,
      })),
    };
  } finally {
    await browser.close();
    for (const file of written) rmSync(file, { force: true });
    await server.stop();
  }
}

export function printConsoleLcp(figures: ConsoleLcpFigures): void {
  console.log(
    `Console LCP (Chromium, CPU 4× slower, Fast 4G, median of ${figures.runs} cold loads, same run):`,
  );
  // Rows come in pairs: each screen's static copy, then the screen.
  for (let index = 0; index + 1 < figures.rows.length; index += 2) {
    const [reference, row] = [figures.rows[index], figures.rows[index + 1]];
    if (!reference || !row) continue;
    const runs = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
    console.log(
      `  ${reference.page}: LCP ${Math.round(reference.medianMs)} ms (runs ${runs(reference.lcpMs)})`,
    );
    console.log(
      `  ${row.page}: LCP ${Math.round(row.medianMs)} ms, ${(row.medianMs / reference.medianMs).toFixed(2)}× static ` +
        `(runs ${runs(row.lcpMs)}), the app's own screen at ${Math.round(row.usableMs)} ms, ` +
        `${row.scripts} scripts, ${row.jsGzipKiB.toFixed(1)} KiB gzipped JS, ` +
        `${row.errors.length} console errors${row.errors.length ? `: ${[...new Set(row.errors)].join(' | ').slice(0, 300)}` : ''}`,
    );
  }
}

if (require.main === module) {
  benchConsoleLcp(RUNS, process.argv[2] ?? '').then(printConsoleLcp, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
