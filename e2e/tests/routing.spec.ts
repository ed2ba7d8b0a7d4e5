import { expect, type Page, test } from '@playwright/test';
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

type StartWatch = { langs: string[]; atApp?: string; rawKeys: string[] };

/**
 * From before the page's first script: every value `<html lang>` is given, its value when the app's script
 * starts to run (prepended to the host's main script), and any status announcing a raw `common.loading`.
 */
async function watchStart(page: Page): Promise<() => Promise<StartWatch>> {
  await page.addInitScript(() => {
    const watch: StartWatch = { langs: [], rawKeys: [] };
    (window as unknown as { __start: StartWatch }).__start = watch;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === document.documentElement) {
          watch.langs.push(document.documentElement.lang);
        }
      }
      for (const status of document.querySelectorAll('[role="status"]')) {
        if (status.textContent?.includes('common.loading')) watch.rawKeys.push(status.textContent);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['lang'],
    });
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = `window.__start.atApp = document.documentElement.lang;\n${await response.text()}`;
    await route.fulfill({ response, body });
  });
  return () => page.evaluate(() => (window as unknown as { __start: StartWatch }).__start);
}

for (const { name, locale, saved, lang, heading } of [
  {
    name: 'a saved Russian choice',
    locale: 'en-US',
    saved: 'ru',
    lang: 'ru',
    heading: 'Страница не найдена',
  },
  {
    name: 'a Russian browser, nothing saved',
    locale: 'ru-RU',
    saved: null,
    lang: 'ru',
    heading: 'Страница не найдена',
  },
  {
    name: 'an English browser, nothing saved',
    locale: 'en-US',
    saved: null,
    lang: 'en',
    heading: 'Page not found',
  },
]) {
  test(`<html lang> is the starting language before the app runs: ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    if (saved) await context.addInitScript((value) => localStorage.setItem('i18nextLng', value), saved);
    const page = await context.newPage();
    const read = await watchStart(page);
    await page.goto('/no/such/place');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();

    const watch = await read();
    expect(watch.atApp).toBe(lang);
    // Set once by the early script (or again to the same value), never back to the page's `en`.
    expect(new Set(watch.langs)).toEqual(new Set([lang]));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    // The start-up spinner is there before the translations: it never says its key.
    expect(watch.rawKeys).toEqual([]);
    await context.close();
  });
}
