import { expect, type Route, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  expectWorking,
  REFRESH,
  reloadAndExpectWorking,
  signal,
  storedAccessExpiry,
  type Tally,
  watch,
  withSessionsServer,
} from '../testing/sessions-endurance';

withSessionsServer();

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
