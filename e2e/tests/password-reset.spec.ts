import { expect, test } from '@playwright/test';
import { createVerifiedAccount, openAuth, signIn } from '../testing/accounts';
import { waitForLink } from '../testing/mailbox';
import { MAIL_DIR } from '../testing/ports';

test('a user who forgot the password resets it from the mail and signs in with the new one', async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'reset');
  const newPassword = 'a brand new passphrase';

  await openAuth(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/request-reset$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const resetPath = await waitForLink(MAIL_DIR, email, '/reset-password/');
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The link is single use.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'This link is invalid or has expired' })).toBeVisible();

  await signIn(page, email, newPassword);
});
