import { expect, test } from '@playwright/test';
import { APPS } from '../../shared/src/apps/app-manifest';
import { createVerifiedAccount, signIn } from '../testing/accounts';

/** Every file of the settings remote in the all-in-one layout. */
const SETTINGS_FILES = `**${APPS.settings.mountPrefix}**`;

test('a remote that cannot be reached shows a retry panel while the rest keeps working', async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'remote-down');
  await signIn(page, email);

  await page.route(SETTINGS_FILES, (route) => route.abort());
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toContainText('This section is unavailable');

  // The layout and the other remotes still work.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);

  // Back on settings with the remote reachable again, Retry loads it.
  await page.goBack();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await page.unroute(SETTINGS_FILES);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Sign-out keeps working.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('host and remotes share one React, one router and one shared package at run time', async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'singletons');
  await signIn(page, email);
  // The dashboard (a remote) shows the e-mail from the host's session store: one `shared`.
  await expect(page.getByTestId('dashboard-welcome')).toContainText(email);

  const loadedVersions = await page.evaluate(() => {
    type Shared = Record<string, { loaded?: boolean; lib?: unknown; from?: string }>;
    type Federation = { __SHARE__?: Record<string, Record<string, Record<string, Shared>>> };
    const federation = (window as unknown as { __FEDERATION__?: Federation }).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.lib) {
              result[name] = [...new Set([...(result[name] ?? []), `${version}@${entry.from}`])];
            }
          }
        }
      }
    }
    return result;
  });
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    'react-router-dom',
    'styled-components',
    'swr',
    'i18next',
    'react-i18next',
    'react-hot-toast',
    '@statusdeck/shared',
  ]) {
    expect(loadedVersions[name], name).toHaveLength(1);
  }
});
