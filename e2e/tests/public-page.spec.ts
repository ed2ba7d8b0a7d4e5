import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { formatDay } from '../../shared/src/time/clock.cjs';
import {
  componentLine,
  createPublishedPage,
  expectHydrated,
  INCIDENT,
  overallStatus,
  publicIncidentPath,
  publicPagePath,
  publicSnapshot,
  uptimeBars,
} from '../testing/public-page';

// The public page as its visitors get it from the product server: rendered on the server (readable
// with JavaScript off), hydrated by the lean bundle, in English or Russian, accessible, and readable by
// Statuspage clients. Every test makes its own published page with an open incident (testing/public-page.ts).

test('a visitor with JavaScript off reads the whole page, then an incident with its full timeline', async ({
  browser,
  request,
}) => {
  const site = await createPublishedPage(request, { label: 'public-nojs' });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await test.step('the page: name, overall status, components with their statuses, the open incident', async () => {
    await page.goto(publicPagePath(site.slug));
    await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
    await expect(page.getByText('Payments and the public API of Acme.')).toBeVisible();
    await expect(overallStatus(page)).toContainText('Partial System Outage');
    await expect(overallStatus(page)).toContainText('Last updated');

    const components = page.getByRole('region', { name: 'Components', exact: true });
    // Ungrouped components first, then the groups, each in the console's order.
    await expect(components.getByRole('heading', { level: 3 })).toHaveText(['Website', 'API', 'Database']);
    await expect(componentLine(page, 'Website')).toContainText('Operational');
    await expect(componentLine(page, 'API')).toContainText('Partial outage');
    await expect(componentLine(page, 'Database')).toContainText('Operational');
    // The group shows its worst member's status, and is open: <details> needs no script.
    const group = components.locator('details').filter({ hasText: 'Core' });
    await expect(group).toHaveAttribute('open', '');
    await expect(group.locator('summary')).toContainText('2 components');
    await expect(group.locator('summary')).toContainText('Partial outage');

    const open = page.getByRole('region', { name: 'Current incidents', exact: true }).getByRole('article');
    await expect(open).toHaveCount(1);
    await expect(open.getByRole('link', { name: INCIDENT.name })).toBeVisible();
    await expect(open).toContainText('Major · Identified');
    await expect(open).toContainText('Affects: API');
    // Its latest update only.
    await expect(open).toContainText(`Identified — ${INCIDENT.second}`);
    await expect(open).not.toContainText(INCIDENT.first);
    // No script ran: subscribing is a plain link to the subscribe screen.
    await expect(page.getByRole('link', { name: 'Subscribe to updates', exact: true })).toHaveAttribute(
      'href',
      `/public-page/subscribe?page=${site.slug}`,
    );
  });

  await test.step('the incident: its status, every update newest first, the affected components', async () => {
    await page
      .getByRole('region', { name: 'Current incidents', exact: true })
      .getByRole('link', { name: INCIDENT.name })
      .click();
    await expect(page).toHaveURL(publicIncidentPath(site.slug, site.incidentId));
    await expect(page.getByRole('heading', { level: 1, name: INCIDENT.name })).toBeVisible();
    await expect(page.getByText('Impact: Major', { exact: true })).toBeVisible();
    const updates = page.getByRole('region', { name: 'Updates', exact: true }).getByRole('listitem');
    await expect(updates).toHaveCount(2);
    // Each update's heading names its status and, for screen readers, its place (newest first).
    await expect(updates.nth(0).getByRole('heading', { level: 3 })).toHaveText('Identified, update 2 of 2');
    await expect(updates.nth(0)).toContainText(INCIDENT.second);
    await expect(updates.nth(1).getByRole('heading', { level: 3 })).toHaveText(
      'Investigating, update 1 of 2',
    );
    await expect(updates.nth(1)).toContainText(INCIDENT.first);
    const affected = page.getByRole('region', { name: 'Affected components', exact: true });
    await expect(affected.getByRole('listitem')).toHaveText([/^API\s*Partial outage$/]);
    await page.getByRole('link', { name: `Current status of ${site.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
  });
  await context.close();
});

test('a wrong address is not a blank page: without JavaScript a notice, with it the screens say what is missing', async ({
  browser,
  request,
}) => {
  const site = await createPublishedPage(request, { label: 'public-missing' });
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
  const bare = await noScript.newPage();

  await test.step('without JavaScript: an unknown page (Accept-Language), no page named, an unknown incident', async () => {
    const missing = await bare.goto('/public-page?page=no-such-page-here');
    expect(missing?.status()).toBe(404);
    await expect(bare.getByRole('heading', { level: 1, name: 'Страница статуса не найдена' })).toBeVisible();
    await bare.goto('/public-page?lang=en');
    await expect(bare.getByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
    // (in a <noscript> block, which getByText does not search)
    await expect(bare.getByRole('main')).toContainText('This address does not name a status page.');
    await bare.goto(`/public-page/incident/00000000-0000-4000-8000-000000000000?page=${site.slug}&lang=en`);
    await expect(bare.getByRole('heading', { level: 1, name: 'Incident not found' })).toBeVisible();
    await bare.getByRole('link', { name: 'Go to the status page' }).click();
    await expect(bare.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
  });
  await noScript.close();

  await test.step('with JavaScript: an unknown incident of a published page links back to it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/public-page/incident/00000000-0000-4000-8000-000000000000?page=${site.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Incident not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the status page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
    await context.close();
  });
});

test('a long address stays inside the subscribe screen on a phone, which keeps its language and has no browser frame', async ({
  browser,
  request,
}) => {
  const site = await createPublishedPage(request, { label: 'public-long-mail' });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  await page.goto(`/public-page/subscribe?page=${site.slug}&lang=ru`);
  const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(50)}.example.com`;
  await page.getByLabel('Адрес электронной почты').fill(long);
  await page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page.getByText(long, { exact: false })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    margin: getComputedStyle(document.body).marginTop,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.margin).toBe('0px');
  await expect(page.getByRole('link', { name: 'Вернуться на страницу статуса' })).toHaveAttribute(
    'href',
    `/public-page?page=${site.slug}&lang=ru`,
  );
  await context.close();
});

test('the uptime tooltip works by keyboard: focus a day, arrows move, Escape closes', async ({
  page,
  request,
}) => {
  const site = await createPublishedPage(request, { label: 'public-uptime' });
  const snapshot = await publicSnapshot(request, site.slug);
  const website = snapshot.components.find((entry) => entry.type === 'component' && entry.name === 'Website');
  const today = website?.uptime?.days.at(-1)?.date ?? '';
  const yesterday = website?.uptime?.days.at(-2)?.date ?? '';
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.goto(publicPagePath(site.slug));
  await expectHydrated(page);
  const bars = uptimeBars(page, 'Website').getByRole('button');
  await expect(bars).toHaveCount(90);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveCount(0);

  await test.step('today is the row’s one tab stop; focusing it opens its tooltip', async () => {
    await expect(bars.last()).toHaveAttribute('tabindex', '0');
    await expect(bars.first()).toHaveAttribute('tabindex', '-1');
    await bars.last().focus();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(formatDay(today, 'en'));
    await expect(tooltip).toContainText('100% uptime');
    await expect(tooltip).toContainText('No incidents');
    await expect(bars.last()).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? '');
  });

  await test.step('ArrowLeft moves to yesterday, before the component existed: no data', async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(bars.nth(88)).toBeFocused();
    await expect(tooltip).toContainText(formatDay(yesterday, 'en'));
    await expect(tooltip).toContainText('No data');
    await expect(tooltip).not.toContainText(formatDay(today, 'en'));
    await page.keyboard.press('ArrowRight');
    await expect(bars.last()).toBeFocused();
    await expect(tooltip).toContainText(formatDay(today, 'en'));
    await page.keyboard.press('ArrowLeft');
  });

  await test.step('Escape closes it and leaves the focus; the row remembers the day for the next Tab', async () => {
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(bars.nth(88)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(bars.nth(88)).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(bars.nth(88)).toBeFocused();
    await expect(tooltip).toContainText(formatDay(yesterday, 'en'));
  });

  await test.step('a day of an outage: less uptime, and the incident of that day', async () => {
    const api = uptimeBars(page, 'API').getByRole('button');
    await api.last().focus();
    await expect(tooltip).toHaveCount(1);
    await expect(tooltip).toContainText(formatDay(today, 'en'));
    // Less than full: the seconds since API went into partial outage, weighed 0.3, of those observed today.
    // The tooltip's text runs the date into the figure ("27 November 202685% uptime"), so the figure is read
    // right after the date: one or two digits, with or without decimals ("85%", "97.5%").
    const date = formatDay(today, 'en').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(tooltip).toContainText(new RegExp(`${date}\\d{1,2}(\\.\\d{1,2})?% uptime`));
    await expect(tooltip.getByRole('list', { name: 'Incidents that day' })).toHaveText(INCIDENT.name);
  });
});

test('in Russian (?lang=ru): the banner, the headings and the statuses, then back to English in place', async ({
  page,
  request,
}) => {
  const site = await createPublishedPage(request, { label: 'public-ru' });
  await page.goto(publicPagePath(site.slug, 'ru'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
  await expect(overallStatus(page, 'Общее состояние')).toContainText('Частичный сбой систем');
  await expect(overallStatus(page, 'Общее состояние')).toContainText('Обновлено');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Текущие инциденты',
    'Компоненты',
    'Прошедшие инциденты',
  ]);
  await expect(componentLine(page, 'API')).toContainText('Частичный сбой');
  await expect(componentLine(page, 'Website')).toContainText('Работает');
  await expect(page.getByRole('region', { name: 'Текущие инциденты' })).toContainText(
    `Причина найдена — ${INCIDENT.second}`,
  );
  await expectHydrated(page, 'Подписаться на обновления');
  await expect(uptimeBars(page, 'API')).toHaveCount(0);
  const language = page.getByRole('navigation', { name: 'Язык' });
  await expect(language.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');

  await language.getByRole('link', { name: 'English' }).click();
  await expect(overallStatus(page)).toContainText('Partial System Outage');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Current incidents',
    'Components',
    'Past incidents',
  ]);
  await expect(page).not.toHaveURL(/lang=ru/);
});

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

test('axe-core finds no serious or critical violation on the page and on an incident', async ({
  page,
  request,
}) => {
  const site = await createPublishedPage(request, { label: 'public-axe' });
  await test.step('the page, hydrated, with a day tooltip open', async () => {
    await page.goto(publicPagePath(site.slug));
    await expectHydrated(page);
    await uptimeBars(page, 'API').getByRole('button').last().focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
  await test.step('the subscribe dialog', async () => {
    await page.getByRole('button', { name: 'Subscribe to updates', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Subscribe to updates' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
  await test.step('the incident', async () => {
    await page.goto(publicIncidentPath(site.slug, site.incidentId));
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: INCIDENT.name })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test('Statuspage clients read the page: summary.json has its keys, badge.svg is an SVG image', async ({
  request,
}) => {
  const site = await createPublishedPage(request, { label: 'public-v2' });
  const summary = await request.get(`/status/${site.slug}/api/v2/summary.json`);
  expect(summary.status()).toBe(200);
  expect(summary.headers()['content-type']).toMatch(/^application\/json/);
  expect(summary.headers()['access-control-allow-origin']).toBe('*');
  const body = (await summary.json()) as {
    page: Record<string, unknown>;
    status: { indicator: string; description: string };
    components: Array<{ name: string; status: string; group: boolean }>;
    incidents: Array<{ name: string; status: string; incident_updates: Array<{ body: string }> }>;
    scheduled_maintenances: unknown[];
  };
  expect(Object.keys(body)).toEqual(
    expect.arrayContaining(['page', 'status', 'components', 'incidents', 'scheduled_maintenances']),
  );
  expect(Object.keys(body.page)).toEqual(
    expect.arrayContaining(['id', 'name', 'url', 'time_zone', 'updated_at']),
  );
  expect(body.page.name).toBe(site.name);
  expect(body.status).toEqual({ indicator: 'major', description: 'Partial System Outage' });
  const statusOf = Object.fromEntries(body.components.map((component) => [component.name, component.status]));
  expect(statusOf).toMatchObject({ API: 'partial_outage', Database: 'operational', Website: 'operational' });
  expect(body.incidents.map((incident) => incident.name)).toEqual([INCIDENT.name]);
  expect(body.incidents[0]?.status).toBe('identified');
  expect(body.incidents[0]?.incident_updates.map((update) => update.body)).toEqual([
    INCIDENT.second,
    INCIDENT.first,
  ]);
  expect(body.scheduled_maintenances).toEqual([]);

  const badge = await request.get(`/status/${site.slug}/badge.svg`);
  expect(badge.status()).toBe(200);
  expect(badge.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const svg = await badge.text();
  expect(svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
});
