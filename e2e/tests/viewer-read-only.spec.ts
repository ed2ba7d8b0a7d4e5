import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn, uniqueEmail } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';
import { openTab } from '../testing/console';
import { solidPng } from '../testing/png';
import { addMemberByInvitation } from '../testing/team';

type Created = { id: string };

test('a viewer sees the pages, components and subscribers with no write controls', async ({
  page,
  request,
}) => {
  const ownerEmail = await createVerifiedAccount(request, 'owner');
  const owner = await apiSignIn(request, ownerEmail);
  // The viewer joins the owner's organisation the way people do: invited by e-mail, the link accepted.
  const viewerEmail = await addMemberByInvitation(request, owner, 'viewer');

  // The owner's page, with everything a write control would act on.
  const name = `Viewed ${Date.now()}`;
  const statusPage = await apiCreate<Created>(request, owner, '/v1/pages', { name });
  const base = `/v1/pages/${statusPage.id}`;
  const group = await apiCreate<Created>(request, owner, `${base}/component-groups`, { name: 'Core' });
  await apiCreate(request, owner, `${base}/components`, { name: 'API', group_id: group.id });
  const gone = await apiCreate<Created>(request, owner, `${base}/components`, { name: 'Legacy' });
  expect((await request.delete(`${base}/components/${gone.id}`, owner)).status()).toBe(204);
  const subscriber = uniqueEmail('watcher');
  await apiCreate(request, owner, `${base}/subscribers`, { email: subscriber, skip_confirmation: true });
  const logo = { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(16, 16, [0, 128, 0]) };
  const logoSaved = await request.patch(base, { headers: owner.headers, multipart: { logo } });
  expect(logoSaved.status()).toBe(200);

  await signIn(page, viewerEmail);
  const noButton = (label: string | RegExp) =>
    expect(page.getByRole('button', { name: label })).toHaveCount(0);

  await test.step('no page creation', async () => {
    await expect(page.getByTestId('dashboard-status-pages-value')).toHaveText('1');
    await noButton('Create status page');
    // The add screen itself turns the viewer away; it also proves their role has loaded.
    await page.goto('/statuspages/add');
    await expect(page.getByRole('heading', { name: "You can't create status pages" })).toBeVisible();
    await expect(page.getByRole('form', { name: 'New status page' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Status pages', exact: true }).first().click();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await noButton('Create status page');
  });

  await test.step('components: statuses shown read-only, nothing to add, move, edit or restore', async () => {
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('list', { name: 'Core', exact: true })).toContainText('API');
    await expect(page.getByRole('list', { name: 'Core', exact: true })).toContainText('Operational');
    await noButton(/Change status/);
    await noButton(/^Reorder /);
    await noButton(/^Actions for /);
    await noButton('Add component');
    await noButton('Add group');
    await page.getByRole('switch', { name: 'Show deleted' }).click();
    await expect(page.getByRole('region', { name: 'Deleted components' })).toContainText('Legacy');
    await noButton(/^Restore/);
  });

  await test.step('parameters: disabled fields, no save, no danger zone', async () => {
    await openTab(page, 'Parameters');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await noButton('Save changes');
    await noButton('Delete status page');
    await expect(page.getByRole('heading', { name: 'Delete this status page' })).toHaveCount(0);
  });

  await test.step('subscribers: listed, nothing to add or remove', async () => {
    await openTab(page, 'Subscribers');
    await expect(page.getByRole('row', { name: new RegExp(subscriber) })).toContainText('Confirmed');
    await noButton('Add subscriber');
    await noButton(/^Remove /);
  });

  await test.step('appearance: the saved logo in the preview, no upload controls, no save', async () => {
    await openTab(page, 'Appearance');
    const preview = page.getByRole('figure', { name: 'Preview' });
    await expect(preview.getByRole('img', { name: `${name} logo` })).toBeVisible();
    // The issue asks for no upload controls at all for a viewer, not disabled ones.
    await noButton('Choose file');
    await noButton('Remove');
    await noButton('Save appearance');
  });

  await test.step('and the server refuses the writes the screens do not offer', async () => {
    const viewer = await apiSignIn(request, viewerEmail);
    const added = await request.post(`${base}/components`, {
      headers: viewer.headers,
      data: { name: 'Sneaky' },
    });
    expect(added.status()).toBe(403);
    const renamed = await request.patch(base, { headers: viewer.headers, data: { name: 'Renamed' } });
    expect(renamed.status()).toBe(403);
    const unchanged = await request.get(base, owner);
    expect(((await unchanged.json()) as { name: string }).name).toBe(name);
  });
});
