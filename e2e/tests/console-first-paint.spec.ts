import { expect, type Page, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';

type Created = { id: string };

/** Every request the page makes from now on, by path (without the origin), in order. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(url.pathname);
  });
  return seen;
}

const count = (seen: string[], path: string) => seen.filter((entry) => entry === path).length;

test('a signed-in reload starts the screen’s reads and remote before the app runs, and asks for nothing twice', async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'first-paint');
  const owner = await apiSignIn(request, email);
  const created = await apiCreate<Created>(request, owner, '/v1/pages', { name: `Early ${Date.now()}` });
  await apiCreate(request, owner, `/v1/pages/${created.id}/components`, { name: 'Checkout API' });
  await signIn(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);

  // The dashboard, loaded afresh with the session stored.
  let seen = recordRequests(page);
  await page.reload();
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);
  await page.waitForLoadState('networkidle');
  for (const path of [
    '/app-config.json',
    '/v1/dashboard',
    '/v1/organizations',
    '/v1/users/roles',
    '/locales/en/translation.json',
    '/remotes/statuspages/mf-manifest.json',
    '/remotes/statuspages/remoteEntry.js',
  ]) {
    expect([path, count(seen, path)]).toEqual([path, 1]);
  }
  const scripts = seen.filter((path) => path.endsWith('.js'));
  expect(scripts.length, scripts.join(', ')).toBe(new Set(scripts).size);

  // A page's components screen, loaded afresh: its page, components and groups once each.
  page.removeAllListeners('request');
  seen = recordRequests(page);
  await page.goto(`/statuspages/${created.id}`);
  await expect(page.getByText('Checkout API')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const path of [
    `/v1/pages/${created.id}`,
    `/v1/pages/${created.id}/components`,
    `/v1/pages/${created.id}/component-groups`,
  ]) {
    expect([path, count(seen, path)]).toEqual([path, 1]);
  }

  // After a write the screens read afresh: the early answers are not handed out again.
  page.removeAllListeners('request');
  seen = recordRequests(page);
  await page
    .getByRole('link', { name: /dashboard/i })
    .first()
    .click();
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(count(seen, '/v1/dashboard')).toBe(1);
});

test('on a slow network the dashboard’s reads, translations and remote start before the app’s script has arrived', async ({
  browser,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'first-paint-cold');
  const signedIn = await browser.newContext();
  const warm = await signedIn.newPage();
  await signIn(warm, email);
  await expect(warm.getByTestId('dashboard-welcome')).toContainText(email);
  const storage = await signedIn.storageState();
  await signedIn.close();

  // A cold cache, the session stored, and a network slow enough that the app's script takes a while.
  const context = await browser.newContext({ storageState: storage });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 1_000_000 / 8,
    uploadThroughput: 1_000_000 / 8,
  });
  const events: string[] = [];
  page.on('request', (sent) => events.push(`start ${new URL(sent.url()).pathname}`));
  page.on('requestfinished', (done) => events.push(`end ${new URL(done.url()).pathname}`));
  await page.goto('/');
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email, { timeout: 30_000 });
  const appArrived = events.findIndex((event) => /^end \/main\.[0-9a-f]+\.js$/.test(event));
  expect(appArrived).toBeGreaterThan(-1);
  for (const path of [
    '/v1/dashboard',
    '/v1/users/roles',
    '/locales/en/translation.json',
    '/remotes/statuspages/mf-manifest.json',
    '/remotes/statuspages/remoteEntry.js',
  ]) {
    const started = events.indexOf(`start ${path}`);
    expect([path, started > -1 && started < appArrived]).toEqual([path, true]);
    expect([path, events.filter((event) => event === `start ${path}`).length]).toEqual([path, 1]);
  }
  await context.close();
});
