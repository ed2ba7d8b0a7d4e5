import { expect, test } from '@playwright/test';
import { formatDateTime } from '../../shared/src/time/clock.cjs';
import { signIn, uniqueEmail } from '../testing/accounts';
import { toasts } from '../testing/console';
import { EN } from '../testing/incident-copy';
import { addPublicSubscriber, timelineEntries } from '../testing/incidents';
import { expectMailSubjects } from '../testing/mail-message';
import { createPublishedPage, expectHydrated, publicIncidentPath } from '../testing/public-page';

// One moment reads the same everywhere: the console's incident screen, the public page (as the server
// renders it and after hydration) and the subscriber's mail all write an update's time in the page's
// time zone, naming it; a viewer in another zone gets their own time on hover.

const PAGE_ZONE = 'Asia/Tokyo';
const BROWSER_ZONE = 'America/New_York';
const NAME = 'Slow sign-ins';
const MESSAGE = 'Sign-ins take up to a minute; we are looking into it.';

test('an update’s time reads the same in the console, on the public page and in the mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createPublishedPage(request, {
    label: 'one-clock',
    timeZone: PAGE_ZONE,
    incident: false,
  });
  const reader = uniqueEmail('one-clock-reader');
  await addPublicSubscriber(request, site.slug, reader);
  const context = await browser.newContext({ timezoneId: BROWSER_ZONE });
  const page = await context.newPage();
  await signIn(page, site.email);

  let postedAt = '';
  let consoleTime = '';
  let incidentId = '';
  await test.step('the console reports the incident and names the update’s time in the page’s zone', async () => {
    await page.goto(`/statuspages/${site.id}/incidents/add`);
    const form = page.getByRole('form', { name: EN.form.title });
    await form.getByLabel(EN.form.name, { exact: true }).fill(NAME);
    await form.getByLabel(EN.form.message, { exact: true }).fill(MESSAGE);
    await form.getByLabel(EN.form.status, { exact: true }).selectOption({ label: 'Investigating' });
    await form.getByRole('button', { name: EN.report, exact: true }).click();
    await expect(toasts(page)).toContainText(EN.form.reported);
    const timeline = timelineEntries(page, EN);
    await expect(timeline).toHaveCount(1);
    incidentId = incidentIdOf(page.url());
    const time = timeline.first().locator('time');
    postedAt = (await time.getAttribute('datetime')) ?? '';
    expect(postedAt).not.toBe('');
    // The hover: the exact time on the page's clock, then the viewer's own.
    const [onPage, own] = ((await time.getAttribute('title')) ?? '').split('\n');
    consoleTime = onPage ?? '';
    expect(consoleTime).toBe(formatDateTime(postedAt, 'en', PAGE_ZONE));
    expect(consoleTime).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} GMT\+9$/);
    expect(own).toBe(`Your time: ${formatDateTime(postedAt, 'en', BROWSER_ZONE)}`);
    await expect(timeline.first()).toHaveAccessibleName(new RegExp(`^Update of ${escaped(consoleTime)} `));
  });

  await test.step('the public page writes the same text, before and after hydration, the visitor’s own on hover', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, timezoneId: BROWSER_ZONE });
    const bare = await noScript.newPage();
    await expect(async () => {
      await bare.goto(publicIncidentPath(site.slug, incidentId));
      await expect(bare.getByRole('listitem').filter({ hasText: MESSAGE }).locator('time')).toHaveText(
        consoleTime,
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 15_000 });
    await noScript.close();

    await page.goto(publicIncidentPath(site.slug, incidentId));
    await expectHydrated(page);
    const time = page.getByRole('listitem').filter({ hasText: MESSAGE }).locator('time');
    await expect(time).toHaveText(consoleTime);
    await expect(time).toHaveAttribute('datetime', postedAt);
    await expect(time).toHaveAttribute('title', `Your time: ${formatDateTime(postedAt, 'en', BROWSER_ZONE)}`);
  });

  await test.step('the subscriber’s mail names the same time', async () => {
    const [mail] = await expectMailSubjects(reader, `[${site.name}] `, [
      `[${site.name}] ${NAME}: Investigating`,
    ]);
    expect(mail?.text).toMatch(new RegExp(`^Posted: ${escaped(consoleTime)}\\r?$`, 'm'));
  });
  await context.close();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The incident's id, from the console's incident screen address. */
function incidentIdOf(url: string): string {
  const id = /\/incidents\/([^/?#]+)/.exec(new URL(url).pathname)?.[1];
  if (!id) throw new Error(`no incident in ${url}`);
  return id;
}
