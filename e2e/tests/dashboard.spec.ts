import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';
import { upgradeToPro } from '../testing/billing';
import { addMemberByInvitation } from '../testing/team';

type Created = { id: string };
const HOUR = 3_600_000;

test('the dashboard leads with an open incident, shows each page with its maintenance, and fits a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = await createVerifiedAccount(request, 'dashboard');
  const owner = await apiSignIn(request, ownerEmail);
  // Pro, for a second page.
  await upgradeToPro(request, owner, 'Grace Hopper');
  const viewerEmail = await addMemberByInvitation(request, owner, 'viewer');
  const stamp = Date.now();
  const api = await apiCreate<Created>(request, owner, '/v1/pages', { name: `API ${stamp}` });
  const web = await apiCreate<Created>(request, owner, '/v1/pages', { name: `Web ${stamp}` });
  await apiCreate(request, owner, `/v1/pages/${api.id}/incidents`, {
    name: 'Elevated error rate',
    impact: 'major',
    body: 'We are looking into it.',
  });
  const start = new Date(Date.now() + 2 * 24 * HOUR);
  await apiCreate(request, owner, `/v1/pages/${web.id}/incidents`, {
    name: 'Database upgrade',
    status: 'scheduled',
    impact: 'maintenance',
    scheduled_for: start.toISOString(),
    scheduled_until: new Date(start.getTime() + 2 * HOUR).toISOString(),
    body: 'Planned.',
  });

  await signIn(page, ownerEmail);

  await test.step('the open incident leads, every page shows its status and maintenance', async () => {
    const lead = page.getByTestId('dashboard-open-incidents');
    await expect(lead).toContainText('1 open incident');
    await expect(lead.getByRole('link', { name: 'Elevated error rate' })).toBeVisible();
    await expect(lead).toContainText(/Last update (now|\d+ (seconds?|minutes?) ago)/);
    // A second sign-in (the API's came first): welcomed back.
    await expect(page.getByTestId('dashboard-welcome')).toContainText('Welcome back');
    await expect(page.getByTestId('dashboard-active-incidents-value')).toHaveText('1');
    const apiCard = page.getByRole('article', { name: `API ${stamp}` });
    await expect(apiCard).toContainText('Partial system outage');
    // Listed once: in the lead above, not again in its page's card.
    await expect(apiCard.getByRole('link', { name: 'Elevated error rate' })).toHaveCount(0);
    const webCard = page.getByRole('article', { name: `Web ${stamp}` });
    await expect(webCard).toContainText('Database upgrade');
    await expect(webCard).toContainText('Scheduled');
    await expect(webCard.getByRole('link', { name: /Public page/ })).toHaveAttribute(
      'href',
      /\/public-page\?page=/,
    );
  });

  await test.step('390 px wide: nothing overflows sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('dashboard-open-incidents')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('report incident asks which page, then opens its form', async () => {
    const pages = page.getByRole('region', { name: 'Your status pages' });
    await pages.getByRole('button', { name: 'Report incident', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Which page is affected?' });
    await dialog.getByRole('button', { name: `Report an incident on Web ${stamp}` }).click();
    await expect(page).toHaveURL(new RegExp(`/statuspages/${web.id}/incidents/add$`));
  });

  await test.step('a viewer sees the same picture without write actions', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, viewerEmail);
    await expect(page.getByTestId('dashboard-open-incidents')).toContainText('Elevated error rate');
    await expect(page.getByRole('article', { name: `Web ${stamp}` })).toContainText('Database upgrade');
    await expect(page.getByTestId('dashboard-settings-hint')).toBeVisible();
    await expect(page.getByRole('button', { name: /Report/ })).toHaveCount(0);
  });
});
