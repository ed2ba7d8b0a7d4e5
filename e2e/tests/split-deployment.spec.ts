import { expect, test } from '@playwright/test';
import { APPS } from '../../shared/src/apps/app-manifest';
import { BASE_URL, PUBLIC_ORIGIN } from '../testing/ports';
import { createPublishedPage, publicPagePath } from '../testing/public-page';

// The global setup serves remote-public alone on its own origin and points REMOTE_PUBLIC_URL at it;
// that origin's config.js names the product server as the public API's origin.

test('the host loads a remote from the origin named in the deploy-time config', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // No ?page=: the server hands the address to the host, whose router mounts remote-public.
  await page.goto('/public-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
  expect(scripts.some((url) => url.startsWith(PUBLIC_ORIGIN))).toBe(true);
  expect(scripts.some((url) => url.startsWith(`${BASE_URL}${APPS.public.mountPrefix}`))).toBe(false);
});

test('the public page runs alone on its own origin, without any host file', async ({ page, request }) => {
  const site = await createPublishedPage(request, { label: 'split', incident: false });
  const scripts: string[] = [];
  const translations: string[] = [];
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.url().includes('/locales/')) translations.push(request.url());
    if (['fetch', 'xhr'].includes(request.resourceType())) dataRequests.push(request.url());
  });
  await page.goto(`${PUBLIC_ORIGIN}${publicPagePath(site.slug)}`);
  await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overall status' })).toContainText('All Systems Operational');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => !url.startsWith(PUBLIC_ORIGIN))).toEqual([]);
  // The standalone build is no federated remote: no federation runtime, no host.
  expect(scripts.filter((url) => /remoteEntry|mf-manifest|__federation/.test(url))).toEqual([]);
  // Its strings are inlined: no translation files. Its one data request goes to the API's origin (CORS).
  expect(translations).toEqual([]);
  expect(dataRequests).toEqual([`${BASE_URL}/v1/public/pages/${site.slug}`]);
});
