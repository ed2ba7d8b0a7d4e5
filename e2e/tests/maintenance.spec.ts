import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiSignIn } from '../testing/api-session';
import { toasts } from '../testing/console';
import { createIncidentPage, incidentHeader, wallClock } from '../testing/incidents';

const NAME = 'Database upgrade';
// Far from UTC, so a window entered on the wrong clock would start hours off.
const TIME_ZONE = 'Asia/Tokyo';

test('a maintenance scheduled for the next minute goes in progress by itself and puts its component under maintenance', async ({
  page,
  request,
}) => {
  // Up to 80 s until the window opens, plus the worker's poll: a generous budget, never a sleep.
  test.setTimeout(240_000);
  const email = await createVerifiedAccount(request, 'maintenance');
  const owner = await apiSignIn(request, email);
  const site = await createIncidentPage(request, owner, { language: 'en', timeZone: TIME_ZONE });
  await signIn(page, email);
  await page.goto(`/statuspages/${site.id}/incidents`);
  // The form takes whole minutes: the first whole minute at least 20 s from now, time enough to fill in the
  // form (which takes a few seconds) before the window opens.
  const start = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 60 * 60_000);

  await test.step('schedule it on the page clock, starting and completing automatically', async () => {
    await page.getByRole('button', { name: 'Schedule maintenance', exact: true }).click();
    await expect(page).toHaveURL(/\/incidents\/add\?kind=maintenance$/);
    const form = page.getByRole('form', { name: 'Schedule maintenance' });
    await form.getByLabel('Name', { exact: true }).fill(NAME);
    await form.getByLabel('Starts', { exact: true }).fill(wallClock(start, TIME_ZONE));
    await form.getByLabel('Ends', { exact: true }).fill(wallClock(end, TIME_ZONE));
    await expect(form.getByText('Time zone of the status page: Asia/Tokyo (GMT+9).')).toHaveCount(2);
    await form
      .getByLabel('Message', { exact: true })
      .fill('Writes pause for a few seconds while we switch over.');
    await form.getByRole('checkbox', { name: 'Database', exact: true }).check();
    await expect(form.getByLabel('Status of Database', { exact: true })).toHaveValue('under_maintenance');
    await expect(form.getByRole('switch', { name: 'Start and complete automatically' })).toBeChecked();
    await form.getByRole('button', { name: 'Schedule maintenance', exact: true }).click();
    await expect(toasts(page)).toContainText('Maintenance scheduled');
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(incidentHeader(page).getByText('Scheduled', { exact: true })).toBeVisible();
  });

  const id = /\/incidents\/([^/]+)$/.exec(page.url())?.[1] ?? '';
  await test.step('the server holds the window the page clock meant', async () => {
    const stored = await request.get(`/v1/pages/${site.id}/incidents/${id}`, owner);
    expect(stored.status()).toBe(200);
    const body = (await stored.json()) as { scheduled_for: string; scheduled_until: string };
    expect(Date.parse(body.scheduled_for)).toBe(start.getTime());
    expect(Date.parse(body.scheduled_until)).toBe(end.getTime());
  });

  await test.step('it waits under "Upcoming maintenance", then moves to "Maintenance in progress" by itself', async () => {
    await page.getByRole('link', { name: `Incidents of ${site.name}`, exact: true }).click();
    const upcoming = page.getByRole('list', { name: 'Upcoming maintenance' });
    const inProgress = page.getByRole('list', { name: 'Maintenance in progress' });
    // Unless the worker already started it (a slow machine): then it is past this point.
    await expect(upcoming.or(inProgress).getByRole('link', { name: NAME })).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(inProgress.getByRole('listitem').filter({ hasText: NAME })).toContainText('In progress', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 200_000, intervals: [2_000, 5_000] });
    await expect(upcoming).toHaveCount(0);
    await expect(page.getByText('No maintenance is scheduled.')).toBeVisible();
  });

  await test.step('its timeline says it began, and the component is under maintenance', async () => {
    await page
      .getByRole('list', { name: 'Maintenance in progress' })
      .getByRole('link', { name: NAME })
      .click();
    await expect(incidentHeader(page).getByText('In progress', { exact: true })).toBeVisible();
    const timeline = page
      .getByRole('list', { name: 'Updates', exact: true })
      .getByRole('listitem', { name: /^Update of / });
    await expect(timeline).toHaveCount(2);
    await expect(timeline.first()).toContainText('In progress');
    await expect(timeline.first()).toContainText('The scheduled maintenance has begun.');
    const affected = page.getByRole('list', { name: 'Affected components', exact: true });
    await expect(affected.getByRole('listitem')).toHaveText([/^Database\W*Under maintenance$/]);
    await page.getByRole('link', { name: `Incidents of ${site.name}`, exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Status page sections' })
      .getByRole('link', { name: 'Components' })
      .click();
    await expect(
      page.getByRole('button', { name: 'Status of Database: Under maintenance. Change status' }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Status of API: Operational. Change status' }),
    ).toBeVisible();
  });
});
