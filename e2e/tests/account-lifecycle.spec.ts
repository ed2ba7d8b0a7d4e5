import { expect, test } from '@playwright/test';
import { openAuth, PASSWORD, uniqueEmail } from '../testing/accounts';
import { appTookOver } from '../testing/console-shell';
import { waitForLink } from '../testing/mailbox';
import { MAIL_DIR } from '../testing/ports';

test('a new user registers, verifies from the mail, signs in, uses the layout and signs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('lifecycle');

  await openAuth(page, '/auth/signup');
  await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Organisation name (optional)').fill('Lifecycle Ltd');
  await page.getByLabel(/I agree to the Terms of Service/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // The toast confirms the account; the banner on the sign-in tab says what to do next, with the address filled in.
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    'Your account has been created.',
  );
  await expect(
    page.getByText(`We sent a verification link to ${email}. Open it, then sign in here.`),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  // Signing in before verifying is refused with the specified message (a toast) and a way to get a new link.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    'Please verify your e-mail address first',
  );
  await expect(
    page
      .getByRole('group', { name: "Didn't get the e-mail?" })
      .getByRole('button', { name: 'Resend the verification e-mail' }),
  ).toBeVisible();

  const activatePath = await waitForLink(MAIL_DIR, email, '/activate/');
  await page.goto(activatePath);
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);
  // The organisation's creator, signed in for the first time.
  await expect(page.getByTestId('dashboard-welcome')).toContainText('Welcome to Statusdeck');
  await expect(page.getByRole('region', { name: 'Get your status page live' })).toBeVisible();
  await expect(page.getByTestId('dashboard-status-pages-value')).toHaveText('0');
  await expect(page.getByTestId('dashboard-active-incidents-value')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(
    email[0]?.toUpperCase() ?? 'U',
  );

  // Russian survives a reload.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page.getByRole('link', { name: 'Обзор' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Обзор' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // The reload shows the server's copy first; the list works once the app has taken over.
  await appTookOver(page);
  await page.getByRole('combobox').first().selectOption('en');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  // Ctrl+B collapses the sidebar and the state survives a reload.
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.reload();
  await appTookOver(page);
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');

  // The status pages card leads to the status pages section.
  await page.getByTestId('dashboard-status-pages').click();
  await expect(page).toHaveURL(/\/statuspages$/);
  await page.getByRole('link', { name: 'Dashboard' }).click();

  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(refreshToken).toBeTruthy();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('You have been signed out')).toBeVisible();
  // The server revoked the session: the old refresh token no longer renews anything.
  const renewal = await request.post('/v1/refresh', { headers: { authorization: `Bearer ${refreshToken}` } });
  expect(renewal.status()).toBe(401);
  const stored = await page.evaluate(() => [
    localStorage.getItem('access_token'),
    localStorage.getItem('refresh_token'),
  ]);
  expect(stored).toEqual([null, null]);

  // Signed out, protected pages go back to /auth.
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
});
