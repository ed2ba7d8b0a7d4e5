import { expect, test } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, signIn } from '../testing/accounts';

test('the sign-in screen shows before the scripts, and what is typed and pressed then signs in once they run', async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'first-paint');
  // The page's script (the lean sign-in page) is held back until the visitor has typed and pressed Sign in.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/sign-in-page\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not even DOMContentLoaded: it waits for the (deferred) scripts.
  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Statusdeck' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Nothing was sent yet: only the server's copy of the screen is there.
  await expect(page).toHaveURL(/\/auth$/);

  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
});

test('a signed-in visitor at /auth never sees the sign-in form: the app sends them home', async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'first-paint-home');
  // Signs in once the app has taken over from the server's copy (both forms are there during the swap).
  await signIn(page, email);

  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Statusdeck' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});
