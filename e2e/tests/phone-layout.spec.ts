// The console on a phone (390 × 844): nothing wider than the screen, component names whole beside their
// status menus, a subscriber's Remove button reachable, the page behind a dialog where it was, and a
// date error that appears on blur moving nothing the pointer is about to click.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';
import { openTab } from '../testing/console';

const PHONE = { width: 390, height: 844 };
/** Names a phone must show whole: a long one, and a short one the status menu used to cut to "AP". */
const COMPONENTS = ['API', 'Customer notifications gateway'];
const LONG_EMAIL = `operations.on-call-escalations.${Date.now()}@status-notifications.example.com`;

test.use({ viewport: PHONE });

type Created = { id: string };

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
}

/** The element shows all of its text: nothing cut off inside it, and its box inside `row`. */
async function expectWhole(label: Locator, row: Locator): Promise<void> {
  const clipped = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(clipped).toBe(false);
  const box = await label.boundingBox();
  const rowBox = await row.boundingBox();
  if (!box || !rowBox) throw new Error('label or row not laid out');
  expect(box.x).toBeGreaterThanOrEqual(rowBox.x);
  expect(box.x + box.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
  expect(box.y).toBeGreaterThanOrEqual(rowBox.y);
  expect(box.y + box.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);
}

/** Its box lies within the viewport. */
async function expectOnScreen(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('not laid out');
  const viewport = page.viewportSize() ?? PHONE;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

test('at 390 px the report form, the subscribers list and the add-card dialog fit the phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = await createVerifiedAccount(request, 'phone');
  const user = await apiSignIn(request, email);
  const site = await apiCreate<Created>(request, user, '/v1/pages', { name: `Phone ${Date.now()}` });
  for (const name of COMPONENTS) {
    await apiCreate(request, user, `/v1/pages/${site.id}/components`, { name });
  }
  await apiCreate(request, user, `/v1/pages/${site.id}/subscribers`, { email: LONG_EMAIL });
  await signIn(page, email);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  await test.step('the report form: component names whole beside their status menus', async () => {
    await page.goto(`/statuspages/${site.id}/incidents/add`);
    const form = page.getByRole('form', { name: 'Report an incident' });
    // The first screen of the console loads its remote: longer than a click takes.
    await expect(form).toBeVisible({ timeout: 30_000 });
    for (const name of COMPONENTS) await form.getByRole('checkbox', { name, exact: true }).check();
    for (const name of COMPONENTS) {
      await expect(form.getByLabel(`Status of ${name}`, { exact: true })).toBeVisible();
      const label = form.locator('label').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
      const row = label.locator('xpath=..');
      await expectWhole(label.getByText(name, { exact: true }), row);
      await expectWhole(form.getByLabel(`Status of ${name}`, { exact: true }), row);
    }
    await expectNoSidewaysScroll(page);
    await shot('report-form');
  });

  await test.step('a date error on blur does not move the checkbox under it', async () => {
    await page.goto(`/statuspages/${site.id}/incidents/add?kind=maintenance`);
    const form = page.getByRole('form', { name: 'Schedule maintenance' });
    await expect(form).toBeVisible({ timeout: 30_000 });
    await form.getByLabel('Starts', { exact: true }).fill('2030-06-01T10:00');
    // Ends before it starts: the error shows when the field loses focus.
    const ends = form.getByLabel('Ends', { exact: true });
    await ends.fill('2030-06-01T09:00');
    const checkbox = form.getByRole('checkbox', { name: 'API', exact: true });
    const before = await checkbox.boundingBox();
    await ends.blur();
    await expect(form.getByText('The end must be after the start')).toBeVisible();
    expect(await checkbox.boundingBox()).toEqual(before);
    // So the first click on it, the one that takes the focus from the date, ticks it.
    await form.getByLabel('Starts', { exact: true }).fill('2030-06-01T10:00');
    await ends.fill('');
    await ends.focus();
    await checkbox.click();
    await expect(checkbox).toBeChecked();
    await expect(form.getByText('Choose a date and time')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('maintenance-form');
  });

  await test.step('the subscribers list: the address whole, Remove on screen', async () => {
    // In the console, not by loading the address again: a user moves by its links.
    await page.getByRole('link', { name: /^Incidents of / }).click();
    await openTab(page, 'Subscribers');
    const remove = page.getByRole('button', { name: `Remove ${LONG_EMAIL}` });
    await expect(remove).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page);
    await remove.scrollIntoViewIfNeeded();
    await expectOnScreen(page, remove);
    // The address wraps (it is wider than the phone), but only after its "@" or before a dot: each
    // of its text pieces sits on one line.
    const address = page.getByTitle(LONG_EMAIL);
    const piecesLines = await address.evaluate((element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
        }),
    );
    expect(piecesLines.length).toBeGreaterThan(1);
    expect(piecesLines.every((lines) => lines === 1)).toBe(true);
    const addressBox = await address.boundingBox();
    expect(addressBox?.height ?? 0).toBeGreaterThan(30);
    await expectOnScreen(page, address);
    await shot('subscribers');
  });

  await test.step('the add-card dialog: the page behind it stays where it was', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Subscription', exact: true }).click();
    const add = page.getByRole('button', { name: 'Add card' });
    await expect(add).toBeVisible({ timeout: 30_000 });
    await add.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    const heading = page.getByRole('heading', { level: 1 });
    const headingBefore = await heading.boundingBox();
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await expect(dialog.getByLabel('Card number')).toBeFocused();
    await shot('add-card');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await heading.boundingBox()).toEqual(headingBefore);
    await expectNoSidewaysScroll(page);
    await expectOnScreen(page, dialog.getByRole('button', { name: 'Add card' }));
  });
});
