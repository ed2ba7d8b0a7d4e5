// Shared set-up of the sessions endurance specs (tests/sessions-endurance-*.spec.ts): a second product server
// whose access tokens live 20 seconds, and the tab actions the specs combine.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type CDPSession, expect, type Page, type Route, test } from '@playwright/test';
import { SESSIONS_APP_PORT } from './ports';
import { type ProductServer, startProductServer } from './product-server';

export const ACCESS_TOKEN_TTL_SECONDS = 20;
/** Rounds of activity start until this much time has passed; the whole-browser sleep comes after. */
export const ACTIVITY_MS = 95_000;
export const REFRESH = '**/v1/refresh';
export const REUSE_LOG = 'refresh token reuse detected';
export const LOST_ANSWER_LOG = 'refresh answer lost';
export const logFile = join(__dirname, '..', '.tmp', 'sessions-server.log');

let server: ProductServer;

/** Runs the spec file against its own sessions server, started once for its tests. */
export function withSessionsServer(): void {
  test.use({ baseURL: `http://127.0.0.1:${SESSIONS_APP_PORT}` });

  test.beforeAll(async () => {
    mkdirSync(join(__dirname, '..', '.tmp'), { recursive: true });
    server = await startProductServer({
      port: SESSIONS_APP_PORT,
      logFile,
      env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });
}

/** mulberry32: small, seedable, good enough to pick actions. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Tab = { name: string; page: Page; cdp: CDPSession; frozenAt: number | null };

export type Tally = {
  signOuts: string[];
  refused: string[];
  renewals: number;
  reloads: number;
  heldAnswered: number;
  heldUnanswered: number;
  dropped: number;
  frozen: number;
};

export const isRefresh = (url: string) => new URL(url).pathname === '/v1/refresh';

export function watch(tab: Tab, tally: Tally): void {
  tab.page.on('framenavigated', (frame) => {
    if (frame !== tab.page.mainFrame()) return;
    if (new URL(frame.url()).pathname.startsWith('/auth')) tally.signOuts.push(`${tab.name}: ${frame.url()}`);
  });
  tab.page.on('response', (response) => {
    if (!isRefresh(response.url())) return;
    if (response.status() === 200) tally.renewals += 1;
    else tally.refused.push(`${tab.name}: ${response.status()}`);
  });
}

/** The signed-in console answers: its navigation works and the dashboard's counts come from the API. */
export async function expectWorking(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Status pages', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Status pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);
  await expect(page.getByTestId('dashboard-status-pages-value')).toHaveText('0');
}

export async function reloadAndExpectWorking(page: Page, email: string): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);
  await expect(page.getByTestId('dashboard-status-pages-value')).toHaveText('0');
}

/** Moves the mouse: the console renews its tokens 1 s after the last mouse or key activity. */
export async function stir(page: Page, random: () => number): Promise<void> {
  await page.mouse.move(20 + Math.floor(random() * 600), 20 + Math.floor(random() * 400));
}

/**
 * Stirs until this tab sends a renewal (`sent` settles). A tab that waited for another tab's renewal
 * adopts its tokens and sends nothing, so one stir is not always enough; the pause only paces retries.
 */
export async function untilRenewalSent(
  page: Page,
  random: () => number,
  sent: Promise<unknown>,
): Promise<void> {
  let done = false;
  void sent
    .then(() => {
      done = true;
    })
    .catch(() => undefined);
  for (let attempt = 0; !done; attempt += 1) {
    if (attempt === 10) throw new Error('ten rounds of activity and this tab never renewed');
    await stir(page, random);
    await Promise.race([sent, page.waitForTimeout(3000)]);
  }
}

/** A deferred the route handlers and the test hand to each other. */
export function signal(): { promise: Promise<void>; fire(): void } {
  let fire: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

/** The next renewal reaches the server, which rotates the token; the page reloads before the answer. */
export async function reloadWhileAnswerHeld(tab: Tab, email: string, random: () => number): Promise<void> {
  const held = signal();
  const reloaded = signal();
  await tab.page.route(
    REFRESH,
    async (route: Route) => {
      const response = await route.fetch();
      held.fire();
      await reloaded.promise;
      await route.fulfill({ response }).catch(() => undefined);
    },
    { times: 1 },
  );
  await untilRenewalSent(tab.page, random, held.promise);
  await reloadAndExpectWorking(tab.page, email);
  reloaded.fire();
}

/** The next renewal is held before the server sees it, and the page reloads meanwhile. */
export async function reloadWhileRequestHeld(tab: Tab, email: string, random: () => number): Promise<void> {
  const held = signal();
  const reloaded = signal();
  await tab.page.route(
    REFRESH,
    async (route: Route) => {
      held.fire();
      await reloaded.promise;
      await route.abort().catch(() => undefined);
    },
    { times: 1 },
  );
  await untilRenewalSent(tab.page, random, held.promise);
  await reloadAndExpectWorking(tab.page, email);
  reloaded.fire();
}

/** The server answers the next renewal, and the connection drops before the answer arrives. */
export async function dropAnswer(tab: Tab, email: string, random: () => number): Promise<void> {
  const dropped = signal();
  await tab.page.route(
    REFRESH,
    async (route: Route) => {
      await route.fetch();
      await route.abort('connectionreset');
      dropped.fire();
    },
    { times: 1 },
  );
  await untilRenewalSent(tab.page, random, dropped.promise);
  await expectWorking(tab.page, email);
}

/** A reload at a random moment after activity: sometimes before the renewal, sometimes inside it. */
export async function reloadAtRandom(tab: Tab, email: string, random: () => number): Promise<void> {
  await stir(tab.page, random);
  await tab.page.waitForTimeout(Math.floor(random() * 1600));
  await reloadAndExpectWorking(tab.page, email);
}

/** Activity and a renewal that completes. */
export async function work(tab: Tab, email: string, random: () => number): Promise<void> {
  await untilRenewalSent(
    tab.page,
    random,
    tab.page.waitForResponse((response) => isRefresh(response.url())),
  );
  await expectWorking(tab.page, email);
}

/**
 * Chromium freezes the page: no timers, no tasks, as on a laptop with its lid closed. page.clock would
 * pause every tab of the context and move only the page's clock, not the server's, so this uses CDP.
 * The tab renews first, so it does not sleep holding the renewal lock (Chrome never freezes such a tab).
 */
export async function freeze(tab: Tab, random: () => number): Promise<void> {
  await untilRenewalSent(
    tab.page,
    random,
    tab.page.waitForResponse((response) => isRefresh(response.url())),
  );
  await tab.cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  tab.frozenAt = Date.now();
}

export async function wake(tab: Tab, email: string, random: () => number): Promise<void> {
  await tab.cdp.send('Page.setWebLifecycleState', { state: 'active' });
  tab.frozenAt = null;
  await work(tab, email, random);
}

export const sleptLongerThanAToken = (tab: Tab) =>
  tab.frozenAt !== null && Date.now() - tab.frozenAt > (ACCESS_TOKEN_TTL_SECONDS + 2) * 1000;

export async function openTab(context: BrowserContext, name: string, page?: Page): Promise<Tab> {
  const opened = page ?? (await context.newPage());
  return { name, page: opened, cdp: await context.newCDPSession(opened), frozenAt: null };
}

/** The `exp` of the access token this page stores, in ms since the epoch (0 when there is none). */
export const storedAccessExpiry = (page: Page) =>
  page.evaluate(() => {
    const token = localStorage.getItem('access_token');
    if (!token) return 0;
    const payload = token.split('.')[1] ?? '';
    return Number(JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).exp) * 1000;
  });
