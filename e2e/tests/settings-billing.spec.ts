import { expect, type Locator, type Page, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';
import { toasts } from '../testing/console';

const NEXT_YEAR = String(new Date().getFullYear() + 1);

async function fillCard(dialog: Locator, number: string): Promise<void> {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry month').selectOption('12');
  await dialog.getByLabel('Expiry year').selectOption(NEXT_YEAR);
  await dialog.getByLabel('Security code (CVC)').fill('123');
  await dialog.getByLabel('Name on the card').fill('Ada Lovelace');
}

async function openStatusPages(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Status pages' })
    .click();
  await expect(page).toHaveURL(/\/statuspages$/);
}

test('a declined card, then a good one; upgrade to Pro, a second status page, the downgrade to Free as a cancellation at the period’s end, and Resume', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const ownerEmail = await createVerifiedAccount(request, 'billing');
  const firstPage = `First ${Date.now()}`;
  await apiCreate(request, await apiSignIn(request, ownerEmail), '/v1/pages', { name: firstPage });
  await signIn(page, ownerEmail);

  await test.step('on Free the one page allowed is used: no second one', async () => {
    await openStatusPages(page);
    await expect(page.getByTestId('page-allowance')).toHaveText(
      "1 of 1 pages on the Free plan. You have reached your plan's limit. Upgrade your plan",
    );
    await expect(page.getByRole('button', { name: 'Create status page' })).toBeDisabled();
  });

  await test.step('the subscription: Free, its usage, no cards, no invoices', async () => {
    await page.goto('/settings/subscription');
    const plan = page.getByRole('region', { name: 'Subscription' });
    await expect(plan).toContainText('Free planCurrent plan');
    await expect(plan).toContainText('No charge');
    await expect(page.getByRole('meter', { name: 'Status pages' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 1',
    );
    await expect(page.getByTestId('usage-pages')).toContainText('Limit reached');
    // Not part of Free: said plainly, not as a limit reached.
    await expect(page.getByTestId('usage-private_pages')).toContainText('Not in the Free plan');
    await expect(page.getByRole('heading', { name: 'No cards yet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
  });

  await test.step('a declined card is said in the form and nothing is stored; a good one is', async () => {
    await page.getByRole('button', { name: 'Add card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await fillCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/The card was declined\. Try another card\./);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await expect(dialog).toBeHidden();
    const cards = page.getByRole('table', { name: 'Cards on file' });
    await expect(cards.getByRole('row')).toHaveCount(2);
    const card = cards.getByRole('row', { name: /Visa •••• 4242/ });
    await expect(card).toContainText('Default');
    await expect(card).toContainText(`12/${NEXT_YEAR}`);
    await expect(card).toContainText('Ada Lovelace');
    await expect(page.getByText('0002')).toHaveCount(0);
  });

  await test.step('upgrade to Pro on the plans, charged to the default card', async () => {
    await page.getByRole('link', { name: 'Compare plans' }).click();
    await expect(page).toHaveURL(/\/settings\/subscription\/plans$/);
    await expect(page.getByTestId('plan-free')).toContainText('Current plan');
    await page.getByTestId('plan-pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Upgrade to Pro?' });
    await expect(confirm).toContainText(
      /Visa •••• 4242 is charged US\$29\.00 now and Pro starts at once\. From .+: US\$29\.00 every month\./,
    );
    await confirm.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(toasts(page)).toContainText('You are now on the Pro plan');
    await expect(page.getByTestId('plan-pro')).toContainText('Current plan');
    await expect(page.getByTestId('plan-free')).not.toContainText('Current plan');
    // The other plans stay choosable without a reload (their buttons once waited for cards never re-read).
    await expect(
      page.getByTestId('plan-business').getByRole('button', { name: 'Upgrade to Business' }),
    ).toBeEnabled();
    await expect(
      page.getByTestId('plan-free').getByRole('button', { name: 'Downgrade to Free' }),
    ).toBeEnabled();
  });

  const secondPage = `Second ${Date.now()}`;
  await test.step('on Pro a second status page is created', async () => {
    await openStatusPages(page);
    await expect(page.getByTestId('page-allowance')).toHaveText('1 of 5 pages on the Pro plan.');
    await page.getByRole('button', { name: 'Create status page' }).first().click();
    await page.getByLabel('Name', { exact: true }).fill(secondPage);
    await page.getByRole('button', { name: 'Create status page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: secondPage })).toBeVisible();
    await openStatusPages(page);
    await expect(page.getByRole('link', { name: firstPage })).toBeVisible();
    await expect(page.getByRole('link', { name: secondPage })).toBeVisible();
    await expect(page.getByTestId('page-allowance')).toHaveText('2 of 5 pages on the Pro plan.');
  });

  await test.step('the subscription shows Pro, its price, the new limits and the invoice', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Subscription' })
      .click();
    const plan = page.getByRole('region', { name: 'Subscription' });
    await expect(plan).toContainText('Pro planCurrent plan');
    await expect(plan).toContainText('US$29.00 per month');
    await expect(page.getByTestId('renewal')).toContainText(
      /Next charge: US\$29\.00 on .+, to Visa •••• 4242\./,
    );
    await expect(page.getByRole('meter', { name: 'Status pages' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 5',
    );
    const invoice = page.getByRole('table', { name: 'Charges' }).getByRole('row').nth(1);
    await expect(invoice).toContainText('Pro');
    await expect(invoice).toContainText('US$29.00');
    await expect(invoice).toContainText('Visa •••• 4242');
    await expect(invoice).toContainText('Paid');
  });

  await test.step('the downgrade to Free waits for the period’s end, says what stays, and Resume undoes it', async () => {
    await page.getByRole('link', { name: 'Compare plans' }).click();
    await page.getByTestId('plan-free').getByRole('button', { name: 'Downgrade to Free' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Downgrade to Free?' });
    await expect(confirm).toContainText(
      /Nothing is charged now\. You keep Pro until .+; then the organisation moves to Free\./,
    );
    await expect(confirm.getByRole('listitem')).toHaveText(['Status pages: 2 used, 1 allowed']);
    await confirm.getByRole('button', { name: 'Downgrade to Free' }).click();
    await expect(toasts(page)).toContainText(/You move to the Free plan on .+/);
    // The plan stays until then.
    await expect(page.getByTestId('plan-pro')).toContainText('Current plan');
    await page.getByRole('link', { name: 'Back to the subscription' }).click();
    const renewal = page.getByTestId('renewal');
    await expect(renewal).toContainText(/Ends on .+\. Then the organisation moves to the Free plan\./);
    await renewal.getByRole('button', { name: 'Resume' }).click();
    await expect(toasts(page)).toContainText('The Pro plan continues');
    await expect(renewal).toContainText(/Next charge: US\$29\.00 on .+, to Visa •••• 4242\./);
    await openStatusPages(page);
    await expect(page.getByTestId('page-allowance')).toHaveText('2 of 5 pages on the Pro plan.');
  });
});
