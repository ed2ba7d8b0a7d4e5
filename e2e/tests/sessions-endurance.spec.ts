// One person in three tabs for about two minutes, with access tokens that live 20 seconds: reloads at
// random moments and inside a renewal, a renewal whose answer is dropped after the server answered, a
// tab frozen longer than a token lives, then the whole browser asleep (a laptop lid closed). Nobody may
// be signed out: no tab reaches /auth, no renewal is refused, the server never detects reuse.
// The run is seeded (E2E_SESSIONS_SEED repeats one); every wait is for an outcome, so machine speed
// changes how many rounds fit in the time, not what is asserted.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type CDPSession, expect, type Page, type Route, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { SESSIONS_APP_PORT } from '../testing/ports';
import { type ProductServer, startProductServer } from '../testing/product-server';

const ACCESS_TOKEN_TTL_SECONDS = 20;
/** Rounds of activity start until this much time has passed; the whole-browser sleep comes after. */
const ACTIVITY_MS = 95_000;
const REFRESH = '**/v1/refresh';
const REUSE_LOG = 'refresh token reuse detected';
const LOST_ANSWER_LOG = 'refresh answer lost';
const logFile = join(__dirname, '..', '.tmp', 'sessions-server.log');

let server: ProductServer;

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

/** mulberry32: small, seedable, good enough to pick actions. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Tab = { name: string; page: Page; cdp: CDPSession; frozenAt: number | null };

type Tally = {
  signOuts: string[];
  refused: string[];
  renewals: number;
  reloads: number;
  heldAnswered: number;
  heldUnanswered: number;
  dropped: number;
  frozen: number;
};

const isRefresh = (url: string) => new URL(url).pathname === '/v1/refresh';

function watch(tab: Tab, tally: Tally): void {
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
async function expectWorking(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Status pages', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Status pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);
  await expect(page.getByTestId('dashboard-status-pages-value')).toHaveText('0');
}

async function reloadAndExpectWorking(page: Page, email: string): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);
  await expect(page.getByTestId('dashboard-status-pages-value')).toHaveText('0');
}

/** Moves the mouse: the console renews 1 s after the last activity (SPEC §4). */
async function stir(page: Page, random: () => number): Promise<void> {
  await page.mouse.move(20 + Math.floor(random() * 600), 20 + Math.floor(random() * 400));
}

/**
 * Stirs until this tab sends a renewal (`sent` settles). A tab that waited for another tab's renewal
 * adopts its tokens and sends nothing, so one stir is not always enough; the pause only paces retries.
 */
async function untilRenewalSent(page: Page, random: () => number, sent: Promise<unknown>): Promise<void> {
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
function signal(): { promise: Promise<void>; fire(): void } {
  let fire: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

/** The next renewal reaches the server, which rotates the token; the page reloads before the answer. */
async function reloadWhileAnswerHeld(tab: Tab, email: string, random: () => number): Promise<void> {
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
async function reloadWhileRequestHeld(tab: Tab, email: string, random: () => number): Promise<void> {
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
async function dropAnswer(tab: Tab, email: string, random: () => number): Promise<void> {
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
async function reloadAtRandom(tab: Tab, email: string, random: () => number): Promise<void> {
  await stir(tab.page, random);
  await tab.page.waitForTimeout(Math.floor(random() * 1600));
  await reloadAndExpectWorking(tab.page, email);
}

/** Activity and a renewal that completes. */
async function work(tab: Tab, email: string, random: () => number): Promise<void> {
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
async function freeze(tab: Tab, random: () => number): Promise<void> {
  await untilRenewalSent(
    tab.page,
    random,
    tab.page.waitForResponse((response) => isRefresh(response.url())),
  );
  await tab.cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  tab.frozenAt = Date.now();
}

async function wake(tab: Tab, email: string, random: () => number): Promise<void> {
  await tab.cdp.send('Page.setWebLifecycleState', { state: 'active' });
  tab.frozenAt = null;
  await work(tab, email, random);
}

const sleptLongerThanAToken = (tab: Tab) =>
  tab.frozenAt !== null && Date.now() - tab.frozenAt > (ACCESS_TOKEN_TTL_SECONDS + 2) * 1000;

async function openTab(context: BrowserContext, name: string, page?: Page): Promise<Tab> {
  const opened = page ?? (await context.newPage());
  return { name, page: opened, cdp: await context.newCDPSession(opened), frozenAt: null };
}

test('one person in three tabs is never signed out by their own browser', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const seed = Number(process.env.E2E_SESSIONS_SEED ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`sessions endurance seed: ${seed} (E2E_SESSIONS_SEED=${seed} repeats this run)`);
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  const random = seededRandom(seed);
  const email = await createVerifiedAccount(request, 'sessions');

  await signIn(page, email);
  const tabs: Tab[] = [await openTab(context, 'tab 1', page)];
  for (const name of ['tab 2', 'tab 3']) tabs.push(await openTab(context, name));
  for (const tab of tabs.slice(1)) {
    await tab.page.goto('/');
    await expect(tab.page.getByTestId('dashboard-welcome')).toContainText(email);
  }
  const tally: Tally = {
    signOuts: [],
    refused: [],
    renewals: 0,
    reloads: 0,
    heldAnswered: 0,
    heldUnanswered: 0,
    dropped: 0,
    frozen: 0,
  };
  for (const tab of tabs) watch(tab, tally);

  // Every third round is one of the hard cases, in turn, so every seed covers each of them.
  const hardCases = ['heldAnswered', 'dropped', 'frozen', 'heldUnanswered', 'randomReload'] as const;
  const started = Date.now();
  for (let round = 0; Date.now() - started < ACTIVITY_MS; round += 1) {
    for (const tab of tabs) if (sleptLongerThanAToken(tab)) await wake(tab, email, random);
    const awake = tabs.filter((tab) => tab.frozenAt === null);
    const tab = awake[Math.floor(random() * awake.length)] as Tab;
    const action = round % 3 === 2 ? hardCases[Math.floor(round / 3) % hardCases.length] : undefined;
    await test.step(`round ${round}: ${tab.name} ${action ?? 'works'}`, async () => {
      if (action === 'heldAnswered') {
        await reloadWhileAnswerHeld(tab, email, random);
        tally.heldAnswered += 1;
      } else if (action === 'heldUnanswered') {
        await reloadWhileRequestHeld(tab, email, random);
        tally.heldUnanswered += 1;
      } else if (action === 'dropped') {
        await dropAnswer(tab, email, random);
        tally.dropped += 1;
      } else if (action === 'frozen' && awake.length > 1) {
        await freeze(tab, random);
        tally.frozen += 1;
      } else if (action === 'randomReload' || random() < 0.3) {
        await reloadAtRandom(tab, email, random);
        tally.reloads += 1;
      } else {
        await work(tab, email, random);
      }
    });
  }
  await test.step('the whole browser sleeps longer than an access token lives, then every tab wakes', async () => {
    for (const tab of tabs) if (tab.frozenAt === null) await freeze(tab, random);
    // Every stored token was issued before the last tab fell asleep, so all have expired after this
    // (a tab frozen earlier sleeps on).
    await new Promise((resolve) => setTimeout(resolve, (ACCESS_TOKEN_TTL_SECONDS + 2) * 1000));
    await Promise.all(tabs.map((tab) => tab.cdp.send('Page.setWebLifecycleState', { state: 'active' })));
    for (const tab of tabs) tab.frozenAt = null;
    // All tabs act at once: one renews, the ones that waited for the lock adopt its tokens.
    const renewalsBefore = tally.renewals;
    await Promise.all(tabs.map((tab) => stir(tab.page, random)));
    await expect.poll(() => tally.renewals).toBeGreaterThan(renewalsBefore);
    await Promise.all(tabs.map((tab) => expectWorking(tab.page, email)));
  });

  await test.step('every tab still works after a reload', async () => {
    for (const tab of tabs) await reloadAndExpectWorking(tab.page, email);
  });

  const log = readFileSync(logFile, 'utf8');
  const lostAnswers = log.split('\n').filter((line) => line.includes(LOST_ANSWER_LOG)).length;
  console.log(
    `sessions endurance: ${tally.renewals} renewals, ${tally.reloads} random reloads, ${tally.heldAnswered} reloads ` +
      `with the answer held, ${tally.heldUnanswered} with the request held, ${tally.dropped} dropped answers, ` +
      `${tally.frozen} frozen tabs; the server issued ${lostAnswers} successors for lost answers`,
  );
  expect(tally.signOuts).toEqual([]);
  expect(tally.refused).toEqual([]);
  expect(log).not.toContain(REUSE_LOG);
  expect(tally.heldAnswered + tally.dropped).toBeGreaterThan(0);
  expect(lostAnswers).toBeGreaterThan(0);
});

/** The `exp` of the access token this page stores, in ms since the epoch (0 when there is none). */
const storedAccessExpiry = (page: Page) =>
  page.evaluate(() => {
    const token = localStorage.getItem('access_token');
    if (!token) return 0;
    const payload = token.split('.')[1] ?? '';
    return Number(JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).exp) * 1000;
  });

test('a reload while the start-up renewal is in flight signs no tab out', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const email = await createVerifiedAccount(request, 'sessions-startup');
  await signIn(page, email);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('dashboard-welcome')).toContainText(email);
  const tally: Tally = {
    signOuts: [],
    refused: [],
    renewals: 0,
    reloads: 0,
    heldAnswered: 0,
    heldUnanswered: 0,
    dropped: 0,
    frozen: 0,
  };
  for (const [name, opened] of [
    ['reloading tab', page],
    ['other tab', other],
  ] as const) {
    watch({ name, page: opened, cdp: await context.newCDPSession(opened), frozenAt: null }, tally);
  }

  // Nobody acts, so the stored access token expires and the next page load renews it first.
  const expiry = await storedAccessExpiry(page);
  await expect
    .poll(async () => Date.now() > expiry, { timeout: (ACCESS_TOKEN_TTL_SECONDS + 10) * 1000 })
    .toBe(true);

  const held = signal();
  const released = signal();
  await page.route(
    REFRESH,
    async (route: Route) => {
      held.fire();
      await released.promise;
      await route.abort().catch(() => undefined);
    },
    { times: 1 },
  );
  await page.reload();
  await held.promise;
  // A second reload (an impatient F5) while the first load's renewal is in flight: that request is lost.
  await reloadAndExpectWorking(page, email);
  released.fire();
  await expectWorking(other, email);
  await reloadAndExpectWorking(other, email);
  expect(tally.signOuts).toEqual([]);
  expect(tally.refused).toEqual([]);
});
