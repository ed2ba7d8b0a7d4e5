import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail } from '../testing/accounts';
import { toasts } from '../testing/console';
import { waitForMailLink } from '../testing/mail-message';
import { createPublishedPage, expectHydrated, publicPagePath } from '../testing/public-page';
import { CONFIRM_LINK } from '../testing/subscriber-mail';
import { startWebhookReceiver, validSignature, type WebhookReceiver } from '../testing/webhook-receiver';

// An editor adds a webhook subscriber in the console, pointing at a receiver this test runs on
// 127.0.0.1: the signing secret is shown once, a test event reaches the receiver signed with it, and
// the delivery log shows the delivery. A visitor subscribes a webhook on the public page, confirmed by mail.

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

test('add a webhook subscriber → its secret once → a signed test event → the delivery log', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createPublishedPage(request, { label: 'webhooks', incident: false });
  await signIn(page, site.email);
  await page.goto(`/statuspages/${site.id}/subscribers`);

  const secret =
    await test.step('add the webhook: the secret is shown once, with how to check it', async () => {
      await page.getByRole('button', { name: 'Add subscriber' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a subscriber' });
      await dialog.getByRole('radio', { name: 'Webhook' }).check();
      await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
      await dialog.getByRole('textbox', { name: 'Contact e-mail' }).fill(site.email);
      await dialog.getByRole('button', { name: 'Add subscriber' }).click();
      const shown = page.getByRole('dialog', { name: 'Save the signing secret' });
      await expect(shown.getByRole('note')).toContainText('You will not see it again.');
      await expect(shown).toContainText('X-Statusdeck-Signature');
      const value = await shown
        .getByRole('textbox', { name: `Signing secret of ${receiver.url}` })
        .inputValue();
      expect(value.length).toBeGreaterThanOrEqual(16);
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText(value)).toHaveCount(0);
      return value;
    });

  await test.step('the list shows it as a webhook, by its endpoint', async () => {
    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toContainText('Webhook');
    await expect(row).toContainText(`Contact: ${site.email}`);
    // On a 390 px phone the rows stack and the endpoint wraps: nothing is cut off or scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const deliveries = row.getByRole('button', { name: `Deliveries of ${receiver.url}` });
    await deliveries.scrollIntoViewIfNeeded();
    await expect(deliveries).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('send a test event: the receiver gets it signed with the secret, the log shows it', async () => {
    await page.getByRole('button', { name: `Deliveries of ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: 'Webhook deliveries' });
    await log.getByRole('button', { name: 'Send test event' }).click();
    await expect(toasts(page).filter({ hasText: 'A test event is on its way' })).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [delivery] = receiver.received;
    if (!delivery) throw new Error('nothing received');
    expect(delivery.method).toBe('POST');
    expect(delivery.headers['content-type']).toMatch(/^application\/json/);
    expect(validSignature(secret, delivery.headers['x-statusdeck-signature'], delivery.body)).toBe(true);
    expect(validSignature('not-the-secret', delivery.headers['x-statusdeck-signature'], delivery.body)).toBe(
      false,
    );
    const row = log.getByRole('row').filter({ hasText: 'Test event' });
    await expect(row).toContainText('HTTP 204', { timeout: 30_000 });
    await expect(row).toContainText('1');
  });
});

test('a visitor subscribes a webhook on the public page → confirms from the contact mail → the console lists it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createPublishedPage(request, { label: 'public-webhook', incident: false });
  const contact = uniqueEmail('hook-contact');
  const endpoint = `${receiver.url}/public`;

  await test.step('choose Webhook in the subscribe dialog: endpoint and contact e-mail', async () => {
    await page.goto(publicPagePath(site.slug));
    await expectHydrated(page);
    await page.getByRole('button', { name: 'Subscribe to updates', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to updates' });
    await dialog.getByRole('radio', { name: /^Webhook/ }).check();
    await dialog.getByLabel('Webhook URL (https)').fill(endpoint);
    await dialog.getByLabel(/^Contact e-mail/).fill(contact);
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText('Check your inbox to confirm');
  });

  await test.step('the contact confirms with the mailed link; the console lists a confirmed webhook', async () => {
    await page.goto(await waitForMailLink(contact, CONFIRM_LINK));
    await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible();
    await signIn(page, site.email);
    await page.goto(`/statuspages/${site.id}/subscribers`);
    const row = page.getByRole('row').filter({ hasText: endpoint });
    await expect(row).toContainText('Webhook');
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText(`Contact: ${contact}`);
  });
});
