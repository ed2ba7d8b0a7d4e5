import { type APIRequestContext, expect, test } from '@playwright/test';
import { uniqueEmail } from '../testing/accounts';
import { waitForMailLink } from '../testing/mail-message';
import { createPublishedPage, type PublishedPage, publicPagePath } from '../testing/public-page';
import { CONFIRM_LINK } from '../testing/subscriber-mail';

// A visitor whose browser runs no JavaScript subscribes on the public page and manages the subscription
// by mail alone, against the real server and SMTP: every screen is server-rendered and its forms post to
// the server, so the page works without JavaScript, as Statuspage's and Instatus's do.

test.use({ javaScriptEnabled: false });

const MANAGE_LINK =
  /https?:\/\/[^\s"<>]+\/public-page\/subscriptions\/manage\?token=[\w-]+(?:&lang=[a-z]{2})?/;

type Row = { email: string; state: string; component_ids: string[] | null; endpoint: string | null };

/** The page's subscriber with this address, as its owner's console lists it. */
async function subscriberRow(request: APIRequestContext, site: PublishedPage, email: string) {
  const list = await request.get(`/v1/pages/${site.id}/subscribers`, { headers: site.owner.headers });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { subscribers: Row[] }).subscribers.find((row) => row.email === email);
}

test('without JavaScript: subscribe on the page → confirm with the button → choose components → unsubscribe', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const site = await createPublishedPage(request, { label: 'no-js', incident: false });
  const visitor = uniqueEmail('no-js');

  await test.step('the page’s Subscribe button is a link to the subscribe screen', async () => {
    await page.goto(publicPagePath(site.slug));
    await page.getByRole('link', { name: 'Subscribe to updates', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/public-page/subscribe\\?page=${site.slug}`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Subscribe to ${site.name} updates` }),
    ).toBeVisible();
  });

  await test.step('a mistyped address comes back with its message and what was entered', async () => {
    await page.getByLabel('E-mail address', { exact: true }).fill('visitor@example');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue('visitor@example');
  });

  await test.step('the form subscribes to the API only and ends on "check your inbox"', async () => {
    await page.getByLabel('E-mail address', { exact: true }).fill(visitor);
    // The component list shows (CSS only) once "only these" is chosen.
    await expect(page.getByRole('checkbox', { name: 'Core: API', exact: true })).toBeHidden();
    await page.getByRole('radio', { name: 'Only the components I choose' }).check();
    await page.getByRole('checkbox', { name: 'Core: API', exact: true }).check();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Check your inbox to confirm');
    await expect(page.getByText(`We sent a message to ${visitor}.`)).toBeVisible();
    expect(await subscriberRow(request, site, visitor)).toMatchObject({
      state: 'pending',
      component_ids: [site.components.API],
    });
  });

  await test.step('the confirmation link asks for the button, which confirms', async () => {
    await page.goto(await waitForMailLink(visitor, CONFIRM_LINK));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    // Opening the link changed nothing (mail scanners open links too).
    expect((await subscriberRow(request, site, visitor))?.state).toBe('pending');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible();
    expect((await subscriberRow(request, site, visitor))?.state).toBe('confirmed');
    // Opened again, the used link says so instead of offering a button that would fail.
    await page.goto(await waitForMailLink(visitor, CONFIRM_LINK));
    await expect(page.getByRole('heading', { level: 1, name: 'You are already subscribed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0);
  });

  await test.step('the manage link shows the choice; the form changes it to Website', async () => {
    await page.goto(await waitForMailLink(visitor, MANAGE_LINK));
    await expect(
      page.getByRole('heading', { level: 1, name: `Your subscription to ${site.name}` }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Core: API', exact: true })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Core: API', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Website', exact: true }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Your choice is saved.');
    await expect(page.getByRole('checkbox', { name: 'Website', exact: true })).toBeChecked();
    expect(await subscriberRow(request, site, visitor)).toMatchObject({
      state: 'confirmed',
      component_ids: [site.components.Website],
    });
  });

  await test.step('Unsubscribe leads to the unsubscribe screen, whose button unsubscribes', async () => {
    await page.getByRole('link', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByText(`Stop e-mail updates from ${site.name} to ${visitor}?`)).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('You are unsubscribed');
    await expect(page.getByText(`${visitor} will get no more updates from ${site.name}.`)).toBeVisible();
    expect((await subscriberRow(request, site, visitor))?.state).toBe('unsubscribed');
  });
});

test('without JavaScript: subscribe a webhook → a bad endpoint comes back → confirm from the contact mail', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const site = await createPublishedPage(request, { label: 'no-js-webhook', incident: false });
  const contact = uniqueEmail('no-js-hook');
  const endpoint = `https://hooks.example.test/no-js/${site.slug}`;
  const endpointField = page.getByLabel('Webhook URL (https)');

  await page.goto(`/public-page/subscribe?page=${site.slug}`);
  // The endpoint shows (CSS only) once "Webhook" is chosen.
  await expect(endpointField).toBeHidden();
  await page.getByRole('radio', { name: /^Webhook/ }).check();
  await expect(endpointField).toBeVisible();
  await page.getByLabel('E-mail address', { exact: true }).fill(contact);
  await endpointField.fill('hooks.example.test/no-js');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(
    page.getByText('Enter a public https URL, like https://example.com/hooks/status.'),
  ).toBeVisible();
  await expect(endpointField).toHaveValue('hooks.example.test/no-js');
  await expect(page.getByLabel(/^Contact e-mail/)).toHaveValue(contact);

  await endpointField.fill(endpoint);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Check your inbox to confirm');
  expect(await subscriberRow(request, site, contact)).toMatchObject({ state: 'pending', endpoint });

  await page.goto(await waitForMailLink(contact, CONFIRM_LINK));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible();
  expect(await subscriberRow(request, site, contact)).toMatchObject({ state: 'confirmed', endpoint });
});
