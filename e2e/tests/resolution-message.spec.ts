import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../testing/accounts';
import { toasts } from '../testing/console';
import { EN } from '../testing/incident-copy';
import { addConfirmedSubscriber, incidentHeader, signInWith } from '../testing/incidents';
import { expectMailSubjects } from '../testing/mail-message';
import { createPublishedPage, INCIDENT, publicIncidentPath } from '../testing/public-page';

// A resolution always says something: the console starts from the page language's default text, the
// responder makes it their own, and that text is what subscribers read and the public page shows.
test('a responder resolves with an edited message; the subscriber is mailed it and the public page shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createPublishedPage(request, { label: 'resolution' });
  const subscriber = uniqueEmail('resolution-subscriber');
  await addConfirmedSubscriber(request, site.owner, site.id, subscriber);
  const message = 'This incident has been resolved. The payment API has room to spare again.';

  await test.step('resolve in the console, editing the prefilled message', async () => {
    await signInWith(page, site.email, EN);
    await page.goto(`/statuspages/${site.id}/incidents/${site.incidentId}`);
    await incidentHeader(page).getByRole('button', { name: EN.resolve.action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: EN.resolve.title(INCIDENT.name) });
    const field = dialog.getByLabel(EN.resolve.message, { exact: true });
    await expect(field).toHaveValue(EN.resolve.defaultText);

    await field.fill('   ');
    await dialog.getByRole('button', { name: EN.resolve.action, exact: true }).click();
    await expect(dialog.getByText('Write a message: subscribers and the public page show it')).toBeVisible();

    await field.fill(message);
    await dialog.getByRole('button', { name: EN.resolve.action, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText(EN.resolve.done);
    await expect(incidentHeader(page)).toContainText(EN.status.resolved);
  });

  await test.step('the confirmed subscriber gets exactly one mail, with that message', async () => {
    const prefix = `[${site.name}] `;
    const [mail] = await expectMailSubjects(subscriber, prefix, [`${prefix}${INCIDENT.name}: Resolved`]);
    expect(mail?.text).toContain(message);
  });

  await test.step('the public incident page shows it', async () => {
    // The public page answers from a snapshot rebuilt after the commit: reload until it has caught up.
    await expect(async () => {
      await page.goto(publicIncidentPath(site.slug, site.incidentId));
      await expect(page.getByText(message)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });
});
