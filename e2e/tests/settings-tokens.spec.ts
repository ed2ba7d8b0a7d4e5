import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';
import { toasts } from '../testing/console';

test('the owner creates an API token, sees its secret once, calls the API with it and revokes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = await createVerifiedAccount(request, 'tokens');
  const pageName = `Token page ${Date.now()}`;
  await apiCreate(request, await apiSignIn(request, ownerEmail), '/v1/pages', { name: pageName });
  await signIn(page, ownerEmail);

  await test.step('the sidebar leads to the settings; the tokens tab is empty', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL(/\/settings$/);
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'API tokens' })
      .click();
    await expect(page).toHaveURL(/\/settings\/tokens$/);
    await expect(page.getByRole('heading', { name: 'No API tokens yet' })).toBeVisible();
  });

  let secret = '';
  await test.step('create: name and role, then the secret once with its warning', async () => {
    await page.getByRole('button', { name: 'Create token' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    // Without a name nothing is sent.
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await expect(dialog.getByText('Enter a name')).toBeVisible();
    await dialog.getByLabel('Name').fill('CI deploy');
    await expect(dialog.getByLabel('Role')).toHaveValue('editor');
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new token' });
    await expect(shown.getByRole('note')).toHaveText(
      "Copy the token now and keep it somewhere safe. It won't be shown again.",
    );
    const field = shown.getByLabel('Token "CI deploy"');
    await expect(field).toHaveValue(/^sdk_[A-Za-z0-9]{20,}$/);
    secret = await field.inputValue();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    const row = page.getByRole('row', { name: /CI deploy/ });
    await expect(row).toContainText(`${secret.slice(0, 12)}…`);
    await expect(row).toContainText('Editor');
    await expect(row).toContainText('Never');
    await expect(row).toContainText('No expiry');
    // Closed is gone: the secret is nowhere on the screen, nor after a reload.
    await page.reload();
    await expect(page.getByRole('row', { name: /CI deploy/ })).toBeVisible();
    expect(await page.content()).not.toContain(secret);
  });

  await test.step('the token works as Authorization: Bearer on GET /v1/pages', async () => {
    const answer = await request.get('/v1/pages', { headers: { authorization: `Bearer ${secret}` } });
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { name: string }[]).map((row) => row.name)).toEqual([pageName]);
    // Its last use shows in the table (recorded beside the answer: a reload may come first).
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('row', { name: /CI deploy/ })).not.toContainText('Never', {
        timeout: 1_000,
      });
    }).toPass();
  });

  await test.step('revoke with confirmation: the same call is refused at once', async () => {
    await page.getByRole('button', { name: 'Revoke CI deploy' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke "CI deploy"?' });
    await expect(confirm).toContainText('Anything using this token stops working at once.');
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expect(toasts(page)).toContainText('Token "CI deploy" revoked');
    await expect(page.getByRole('heading', { name: 'No API tokens yet' })).toBeVisible();
    const refused = await request.get('/v1/pages', { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status()).toBe(401);
  });
});
