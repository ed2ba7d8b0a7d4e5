import { expect, test } from '@playwright/test';
import { openAuth } from '../testing/accounts';

test('the API documentation is branded Statusdeck and its page breaks no Content-Security-Policy rule', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/v1/docs');
  await expect(page).toHaveTitle('Statusdeck API');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Statusdeck API' })).toBeVisible();
  // The specification loaded and rendered: the operations are listed.
  await expect(page.getByText('/v1/login', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the sign-up checkbox opens the default Terms of Service and Privacy Policy in new tabs', async ({
  page,
}) => {
  await openAuth(page, '/auth/signup');
  const checkbox = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Terms of Service (opens in a new tab)' }).first().click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(checkbox).not.toBeChecked();
  const [privacy] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }).first().click(),
  ]);
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await privacy.getByRole('link', { name: 'Русская версия' }).click();
  await expect(privacy.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
});
