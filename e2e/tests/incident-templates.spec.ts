import { expect, test } from '@playwright/test';
import { toasts } from '../testing/console';
import { EN } from '../testing/incident-copy';
import { incidentHeader, signInWith } from '../testing/incidents';
import { createPublishedPage, publicPagePath } from '../testing/public-page';

// A responder keeps the report they make most often as a template on the page, then reports from it:
// the form is filled from the template, and what they send is what the public page shows.
test('a template made in the console fills the report form, and the report reaches the public page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createPublishedPage(request, { label: 'templates', incident: false });
  const title = 'Checkout is failing';
  const message = 'Payments cannot be completed right now. We are on it.';

  await test.step('a new page starts with the starter templates; add one of our own', async () => {
    await signInWith(page, site.email, EN);
    await page.goto(`/statuspages/${site.id}/templates`);
    await expect(page.getByRole('rowheader', { name: 'Service outage' })).toBeVisible();
    await page.getByRole('button', { name: 'Add template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a template' });
    await dialog.getByRole('textbox', { name: 'Template name' }).fill('Checkout down');
    await dialog.getByRole('textbox', { name: 'Incident title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
    await dialog.getByRole('combobox', { name: 'Impact' }).selectOption('major');
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('identified');
    await dialog.getByRole('checkbox', { name: 'API', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add template' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText('Template “Checkout down” added');
    await expect(page.getByRole('rowheader', { name: 'Checkout down' })).toBeVisible();
  });

  await test.step('report an incident from it', async () => {
    // Within the console (no reload), as a responder goes: the page's Incidents tab, then Report.
    await page
      .getByRole('navigation', { name: 'Status page sections' })
      .getByRole('link', { name: 'Incidents' })
      .click();
    await page.getByRole('button', { name: 'Report incident', exact: true }).first().click();
    const picker = page.getByRole('combobox', { name: 'Start from a template' });
    await picker.selectOption({ label: 'Checkout down' });
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('identified');
    await expect(page.getByRole('combobox', { name: 'Impact', exact: true })).toHaveValue('major');
    await expect(page.getByRole('combobox', { name: 'Status of API' })).toHaveValue('partial_outage');
    await page.getByRole('button', { name: 'Report incident' }).click();
    await expect(incidentHeader(page)).toContainText(title);
  });

  await test.step('the public page shows it', async () => {
    // The public page answers from a snapshot rebuilt after the commit: reload until it has caught up.
    await expect(async () => {
      await page.goto(publicPagePath(site.slug));
      await expect(page.getByText(title).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });
});
