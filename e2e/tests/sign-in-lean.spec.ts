import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { APPS } from '../../shared/src/apps/app-manifest';
import { createVerifiedAccount, PASSWORD } from '../testing/accounts';

type Strings = {
  auth: {
    login: { title: string; submit: string };
    fields: { password: string };
    messages: { loginSuccess: string };
  };
  common: { notifications: string };
};

const strings = (language: string): Strings =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'locales', language, 'translation.json'), 'utf8'));

const FEDERATION = /remoteEntry|mf-manifest|__federation/;

for (const [locale, language] of [
  ['en-US', 'en'],
  ['ru-RU', 'ru'],
] as const) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test('a cold /auth runs the lean sign-in page, no federation, and signing in lands on the dashboard', async ({
      page,
      request,
    }) => {
      const text = strings(language);
      const email = await createVerifiedAccount(request, `lean-${language}`);
      const scripts: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
      });

      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: text.auth.login.title })).toBeVisible();
      // The page's script has taken over from the server's copy.
      await expect(page.locator('[data-sign-in-shell]')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(scripts).toEqual([
        expect.stringMatching(new RegExp(`^${APPS.auth.mountPrefix}lean/sign-in-page\\.[0-9a-f]+\\.js$`)),
      ]);
      expect(scripts.filter((url) => FEDERATION.test(url))).toEqual([]);

      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel(text.auth.fields.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: text.auth.login.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('dashboard-welcome')).toContainText(email);
      // The console, loaded by the full navigation, shows the sign-in's toast and keeps the language.
      await expect(page.getByRole('region', { name: text.common.notifications })).toContainText(
        text.auth.messages.loginSuccess,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(scripts.some((url) => FEDERATION.test(url))).toBe(true);
    });
  });
}
