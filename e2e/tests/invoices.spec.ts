import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';
import { toasts } from '../testing/console';
import { waitForLink } from '../testing/mailbox';
import { MAIL_DIR } from '../testing/ports';

const NEXT_YEAR = new Date().getFullYear() + 1;

test('billing details, an upgrade with the 4242 card, the invoice from the table and its mail, and its PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = await createVerifiedAccount(request, 'invoice');
  await apiCreate(request, await apiSignIn(request, ownerEmail), '/v1/payments/methods', {
    card_number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: NEXT_YEAR,
    cvc: '123',
    holder_name: 'Ada Lovelace',
  });
  await signIn(page, ownerEmail);

  await test.step('the billing details are saved', async () => {
    await page.goto('/settings/subscription');
    const form = page.getByRole('form', { name: 'Billing details' });
    await form.getByLabel('Billing name').fill('Example Ops GmbH');
    await form.getByLabel('Billing address').fill('1 Example Street\nExample City');
    await form.getByLabel('VAT ID').fill('DE123456789');
    await form.getByRole('button', { name: 'Save billing details' }).click();
    await expect(toasts(page)).toContainText('Billing details saved');
  });

  await test.step('upgrade to Pro', async () => {
    await page.getByRole('link', { name: 'Compare plans' }).click();
    await page.getByTestId('plan-pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page
      .getByRole('alertdialog', { name: 'Upgrade to Pro?' })
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click();
    await expect(toasts(page)).toContainText('You are now on the Pro plan');
  });

  const number = await test.step('the invoice opens from the table by its number', async () => {
    await page.goto('/settings/subscription');
    const link = page.getByRole('table', { name: 'Charges' }).getByRole('link', { name: /^SD-\d+-000001$/ });
    const text = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/settings\/subscription\/invoices\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Invoice ${text}` })).toBeVisible();
    await expect(page.getByText('Statusdeck Pro plan')).toBeVisible();
    await expect(page.getByText('Example Ops GmbH')).toContainText('VAT ID: DE123456789');
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
    return text;
  });

  await test.step('the owner was mailed a link to the same invoice', async () => {
    const path = await waitForLink(MAIL_DIR, ownerEmail, '/settings/subscription/invoices/');
    expect(page.url()).toContain(path);
  });

  await test.step('Download PDF saves <number>.pdf, a PDF', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
