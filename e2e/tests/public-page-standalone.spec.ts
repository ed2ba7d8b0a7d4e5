import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../testing/accounts';
import { waitForMailLink } from '../testing/mail-message';
import { BASE_URL, PUBLIC_ORIGIN } from '../testing/ports';
import {
  createPublishedPage,
  expectHydrated,
  INCIDENT,
  overallStatus,
  publicIncidentPath,
  publicPagePath,
} from '../testing/public-page';
import { CONFIRM_LINK } from '../testing/subscriber-mail';

// remote-public's build deployed alone: the global setup serves its dist/ as static files on
// PUBLIC_ORIGIN, with config.js naming the product server as the API origin (testing/static-origin.ts).
// It must show the very page the product server renders, from the public API alone.

/** The text of the header and of the main content. */
async function readableText(page: Page): Promise<{ header: string; main: string }> {
  return {
    header: (await page.locator('header').first().textContent()) ?? '',
    main: (await page.locator('main').textContent()) ?? '',
  };
}

test('the standalone build on another origin shows the same page and incident as the server', async ({
  page,
  request,
}) => {
  const site = await createPublishedPage(request, { label: 'public-standalone' });

  const served = await test.step('the page as the product server renders it (hydrated)', async () => {
    await page.goto(publicPagePath(site.slug));
    await expectHydrated(page);
    const pageText = await readableText(page);
    await page.goto(publicIncidentPath(site.slug, site.incidentId));
    await expectHydrated(page);
    return { page: pageText, incident: await readableText(page) };
  });

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) apiCalls.push(request.url());
  });

  await test.step('the standalone page reads the same, from one public API request', async () => {
    await page.goto(`${PUBLIC_ORIGIN}${publicPagePath(site.slug)}`);
    await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
    await expect(overallStatus(page)).toContainText('Partial System Outage');
    await expect(page.locator('main')).toHaveText(served.page.main);
    await expect(page.locator('header').first()).toHaveText(served.page.header);
    await expect(page).toHaveTitle(site.name);
    expect(apiCalls).toEqual([`${BASE_URL}/v1/public/pages/${site.slug}`]);
  });

  await test.step('its incident link leads to the same incident screen, still on its own origin', async () => {
    await page
      .getByRole('region', { name: 'Current incidents', exact: true })
      .getByRole('link', { name: INCIDENT.name })
      .click();
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}${publicIncidentPath(site.slug, site.incidentId)}`);
    await expect(page.getByRole('heading', { level: 1, name: INCIDENT.name })).toBeVisible();
    await expect(page.locator('main')).toHaveText(served.incident.main);
    expect(apiCalls.at(-1)).toBe(`${BASE_URL}/v1/public/pages/${site.slug}/incidents/${site.incidentId}`);
  });

  await test.step('a visitor subscribes from there: the API origin takes it, the confirmation mail arrives', async () => {
    await page.goto(`${PUBLIC_ORIGIN}${publicPagePath(site.slug)}`);
    await page.getByRole('button', { name: 'Subscribe to updates', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to updates' });
    const email = uniqueEmail('standalone-visitor');
    await dialog.getByLabel('E-mail address', { exact: true }).fill(email);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    // To the configured API origin: the static origin has no API (and answers anything with index.html).
    expect((await posted).url()).toBe(`${BASE_URL}/v1/public/pages/${site.slug}/subscribers`);
    await expect(dialog.getByRole('status')).toHaveText('Check your inbox to confirm');
    const link = await waitForMailLink(email, CONFIRM_LINK);
    expect(link.startsWith(`${BASE_URL}/`)).toBe(true);
  });
});
