import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiSignIn } from '../testing/api-session';

test('on the free plan the list shows the one-page limit before it is hit, and the API answers 402', async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'limit');
  await signIn(page, email);
  await page.getByRole('link', { name: 'Status pages', exact: true }).click();
  const create = page.getByRole('button', { name: 'Create status page' });
  const allowance = page.getByTestId('page-allowance');
  await expect(allowance).toHaveText('0 of 1 pages on the Free plan.');
  await expect(create.first()).toBeEnabled();

  await create.first().click();
  const name = `Only ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create status page' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Back on the list the button is disabled, and says why.
  await page.getByRole('link', { name: 'Status pages', exact: true }).first().click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(
    "1 of 1 pages on the Free plan. You have reached your plan's limit. Upgrade your plan",
  );
  await expect(allowance.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
    'href',
    '/settings/subscription/plans',
  );

  // The add screen, reached by its address, says so before anything is sent: the form cannot be sent.
  await page.goto('/statuspages/add');
  await expect(page.getByText('Your plan allows no more status pages')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`${name} two`);
  await expect(page.getByRole('button', { name: 'Create status page' })).toBeDisabled();

  // The API itself refuses a second page.
  const owner = await apiSignIn(request, email);
  const second = await request.post('/v1/pages', { headers: owner.headers, data: { name: `${name} api` } });
  expect(second.status()).toBe(402);
  expect(await second.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
  const pages = await request.get('/v1/pages', owner);
  expect(((await pages.json()) as unknown[]).length).toBe(1);
});
