import { type APIRequestContext, expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiSignIn } from '../testing/api-session';
import { toasts } from '../testing/console';
import { createIncidentPage, wallClock } from '../testing/incidents';

const NAME = 'Storage migration';
const TIME_ZONE = 'Europe/Berlin';
const HOUR = 3_600_000;

type CalendarEvent = { uid: string; sequence: number; start: number; end: number; status: string };

/** The page's maintenance.ics as a calendar client reads it. */
async function readCalendar(request: APIRequestContext, slug: string): Promise<CalendarEvent[]> {
  const response = await request.get(`/status/${slug}/maintenance.ics`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().getTime(),
    status: String(event.getFirstPropertyValue('status')),
  }));
}

test('a maintenance scheduled in the console is in the page’s calendar, and moving it raises its SEQUENCE', async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'calendar');
  const owner = await apiSignIn(request, email);
  const site = await createIncidentPage(request, owner, { language: 'en', timeZone: TIME_ZONE });
  const published = await request.patch(`/v1/pages/${site.id}`, {
    headers: owner.headers,
    data: { published: true },
  });
  expect(published.status()).toBe(200);
  const { slug } = (await published.json()) as { slug: string };
  // Whole minutes (the form's), two days ahead: nothing starts it during the test.
  const start = new Date(Math.ceil((Date.now() + 48 * HOUR) / 60_000) * 60_000);
  const end = new Date(start.getTime() + HOUR);

  await signIn(page, email);
  await page.goto(`/statuspages/${site.id}/incidents`);
  await page.getByRole('button', { name: 'Schedule maintenance', exact: true }).click();
  const form = page.getByRole('form', { name: 'Schedule maintenance' });
  await form.getByLabel('Name', { exact: true }).fill(NAME);
  await form.getByLabel('Starts', { exact: true }).fill(wallClock(start, TIME_ZONE));
  await form.getByLabel('Ends', { exact: true }).fill(wallClock(end, TIME_ZONE));
  await form.getByLabel('Message', { exact: true }).fill('Uploads pause; downloads go on.');
  await form.getByRole('button', { name: 'Schedule maintenance', exact: true }).click();
  await expect(toasts(page)).toContainText('Maintenance scheduled');
  await expect(page).toHaveURL(/\/incidents\/[^/]+$/);
  const id = /\/incidents\/([^/]+)$/.exec(page.url())?.[1] ?? '';

  const eventOf = async () =>
    (await readCalendar(request, slug)).find((event) => event.uid.startsWith(`${id}@`));
  await expect.poll(async () => (await eventOf())?.start).toBe(start.getTime());
  const before = await eventOf();
  expect(before).toMatchObject({ end: end.getTime(), status: 'CONFIRMED' });

  // The console has no form to move a window yet: the API's PATCH moves it by an hour.
  const moved = await request.patch(`/v1/pages/${site.id}/incidents/${id}`, {
    headers: owner.headers,
    data: {
      scheduled_for: new Date(start.getTime() + HOUR).toISOString(),
      scheduled_until: new Date(end.getTime() + HOUR).toISOString(),
    },
  });
  expect(moved.status()).toBe(200);
  await expect.poll(async () => (await eventOf())?.start).toBe(start.getTime() + HOUR);
  const after = await eventOf();
  expect(after?.end).toBe(end.getTime() + HOUR);
  expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);

  await page.goto(`/public-page?page=${slug}`);
  const link = page.getByRole('banner').getByRole('link', { name: 'Add to calendar' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/status/${slug}/maintenance.ics`);
  const linked = await request.get(new URL((await link.getAttribute('href')) ?? '', page.url()).toString());
  expect(linked.status()).toBe(200);
  expect(await linked.text()).toContain(`UID:${id}@`);
});
