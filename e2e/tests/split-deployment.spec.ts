import { expect, test } from '@playwright/test';
import { APPS } from '../../shared/src/apps/app-manifest';
import { BASE_URL, PUBLIC_ORIGIN } from '../support/ports';

// The global setup serves remote-public alone on its own origin and points REMOTE_PUBLIC_URL at it.

test('the host loads a remote from the origin named in the deploy-time config', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/public-page');
  await expect(page.getByText('The public status page is being built')).toBeVisible();
  expect(scripts.some((url) => url.startsWith(PUBLIC_ORIGIN))).toBe(true);
  expect(scripts.some((url) => url.startsWith(`${BASE_URL}${APPS.public.mountPrefix}`))).toBe(false);
});

test('the public page runs alone on its own origin, without any host file', async ({ page }) => {
  const scripts: string[] = [];
  const translations: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.url().includes('/locales/')) translations.push(request.url());
  });
  await page.goto(`${PUBLIC_ORIGIN}/public-page`);
  await expect(page.getByText('The public status page is being built')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => !url.startsWith(PUBLIC_ORIGIN))).toEqual([]);
  // Translations come from the API's origin named in the app config, across origins (CORS).
  expect(translations.every((url) => url.startsWith(BASE_URL))).toBe(true);
  expect(translations.length).toBeGreaterThan(0);
});
