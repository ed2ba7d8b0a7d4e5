import { type APIRequestContext, expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { type ApiUser, apiSignIn } from '../testing/api-session';
import { upgradeToPro } from '../testing/billing';
import { toasts } from '../testing/console';

/** The server's test clock (BILLING_TEST_CLOCK): the billing worker's tick for this organisation when it is due. */
async function advance(request: APIRequestContext, owner: ApiUser): Promise<string[]> {
  const response = await request.post('/v1/testing/billing/advance', owner);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { steps: { outcome: string }[] }).steps.map((step) => step.outcome);
}

test('a Pro plan renews at its period’s end with an invoice, then a cancellation ends it on Free', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = await createVerifiedAccount(request, 'renewal');
  const owner = await apiSignIn(request, ownerEmail);
  await upgradeToPro(request, owner);
  await signIn(page, ownerEmail);

  const charges = page.getByRole('table', { name: 'Charges' });
  const renewal = page.getByTestId('renewal');
  await test.step('the subscription names the next charge, its day and its card', async () => {
    await page.goto('/settings/subscription');
    await expect(renewal).toContainText(/Next charge: US\$29\.00 on .+, to Visa •••• 4242\./);
    await expect(charges.getByRole('row')).toHaveCount(2);
  });

  await test.step('at the period’s end the worker charges the next month: a second invoice', async () => {
    expect(await advance(request, owner)).toEqual(['renewed']);
    await page.reload();
    await expect(charges.getByRole('row')).toHaveCount(3);
    await expect(charges.getByRole('row').nth(1)).toContainText('US$29.00');
    await expect(charges.getByRole('row').nth(1)).toContainText('Paid');
    await expect(renewal).toContainText(/Next charge: US\$29\.00 on .+, to Visa •••• 4242\./);
  });

  await test.step('cancelling keeps Pro until the period ends: "Ends on …"', async () => {
    await renewal.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel the Pro plan?' });
    await confirm.getByRole('button', { name: 'Cancel at the end of the period' }).click();
    await expect(toasts(page)).toContainText(/The Pro plan ends on .+/);
    await expect(renewal).toContainText(/Ends on .+\. Then the organisation moves to the Free plan\./);
    await expect(renewal.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Pro planCurrent plan');
  });

  await test.step('at the period’s end the plan becomes Free, without a charge', async () => {
    expect(await advance(request, owner)).toEqual(['ended']);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Free planCurrent plan');
    await expect(renewal).toHaveCount(0);
    await expect(charges.getByRole('row')).toHaveCount(3);
  });
});
