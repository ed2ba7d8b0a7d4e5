import { expect, test } from '@playwright/test';
import { openAuth } from '../testing/accounts';

test('a protected URL while signed out goes to /auth', async ({ page }) => {
  await page.goto('/statuspages');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
});

test('an unknown URL shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
});

test('the auth screen works in Russian, and the choice survives a reload', async ({ page }) => {
  await openAuth(page, '/auth/signup');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Создайте аккаунт' })).toBeVisible();
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(page.getByText('Введите корректный e-mail')).toBeVisible();
  await expect(page.getByText('Пароль должен содержать не менее 8 символов')).toBeVisible();
  await expect(page.getByText('Необходимо принять условия')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Вход' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в Statusdeck' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ru');
});

test('a first visit with no saved choice follows the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в Statusdeck' })).toBeVisible();
  await context.close();
});
