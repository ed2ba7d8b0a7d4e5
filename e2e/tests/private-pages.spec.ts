// Private pages in a real browser: a password page and an audience page read with and without
// access. The owner chooses who can see the page in the console; visitors come in fresh browser contexts
// (no cookies); every public format of a private page answers a visitor without access exactly as an unknown
// page, and answers its reader privately.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { publicFormatPaths } from '../../shared/src/public-site/paths.cjs';
import { signIn, uniqueEmail } from '../testing/accounts';
import { upgradeToPro } from '../testing/billing';
import { openTab, toasts } from '../testing/console';
import { mailsTo, waitForMailLink } from '../testing/mail-message';
import {
  componentLine,
  createPublishedPage,
  expectHydrated,
  INCIDENT,
  type PublishedPage,
  publicPagePath,
} from '../testing/public-page';

const PAGE_PASSWORD = 'let the readers in';
/** A slug no page has: what a private page must be indistinguishable from. */
const UNKNOWN_SLUG = 'no-such-page-anywhere';
/** The sign-in link of an audience page's mails (invitation or magic link). */
const ACCESS_LINK = /https?:\/\/[^\s"<>]+\/status\/[^/\s"<>]+\/access\/[\w-]+/;

/** Every machine-readable format of a page, by the shared path helpers. */
function formatPaths(slug: string): Record<string, string> {
  const formats = publicFormatPaths(slug);
  return {
    json: `/v1/public/pages/${encodeURIComponent(slug)}`,
    summary: formats.v2('summary.json'),
    rss: formats.rss(),
    atom: formats.atom(),
    badge: formats.badge(),
    calendar: formats.calendar(),
  };
}

/** Each format of `slug` answers `request` exactly as the same format of a page that does not exist. */
async function expectRefusedLikeUnknown(request: APIRequestContext, slug: string): Promise<void> {
  const unknown = formatPaths(UNKNOWN_SLUG);
  for (const [format, path] of Object.entries(formatPaths(slug))) {
    const [mine, theirs] = [await request.get(path), await request.get(unknown[format] ?? '')];
    expect(mine.status(), `${format} of the private page`).toBe(404);
    expect(theirs.status(), `${format} of an unknown page`).toBe(404);
    expect(mine.headers()['content-type'], format).toBe(theirs.headers()['content-type']);
    expect((await mine.text()).replaceAll(slug, UNKNOWN_SLUG), format).toBe(await theirs.text());
  }
}

/** The page's public JSON read with the reader's cookie: 200, private, never indexed. */
async function expectReaderJson(context: BrowserContext, slug: string): Promise<void> {
  const answer = await context.request.get(formatPaths(slug).json ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toMatch(/^private/);
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
  expect(((await answer.json()) as { page: { slug: string } }).page.slug).toBe(slug);
}

/** The access screen of a private page: its name, the form, and nothing of what the page says. */
async function expectAccessScreen(visitor: Page, site: PublishedPage): Promise<void> {
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${site.name} is private`);
  const body = visitor.locator('body');
  for (const secret of ['Website', 'Database', 'Core', INCIDENT.name, INCIDENT.second]) {
    await expect(body).not.toContainText(secret);
  }
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

/** The page itself, hydrated: its components and its incident. */
async function expectPageRead(visitor: Page, site: PublishedPage): Promise<void> {
  await expectHydrated(visitor);
  await expect(componentLine(visitor, 'Website')).toBeVisible();
  await expect(componentLine(visitor, 'API')).toBeVisible();
  await expect(visitor.getByText(INCIDENT.name).first()).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(`${site.name} is private`);
}

/** A fresh browser context (no cookies) opening the page's address; returns its tab and the status. */
async function visit(
  browser: Browser,
  slug: string,
): Promise<{ context: BrowserContext; tab: Page; status: number }> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const response = await tab.goto(publicPagePath(slug));
  return { context, tab, status: response?.status() ?? 0 };
}

/** The console's "Who can see this page" form on the page's Parameters tab. */
async function openAccessSection(owner: Page, site: PublishedPage) {
  await owner.goto(`/statuspages/${site.id}`);
  await openTab(owner, 'Parameters');
  const form = owner.getByRole('form', { name: 'Who can see this page' });
  await expect(form).toBeVisible();
  return form;
}

test('a password page: the access screen without the password, the page with it, every format refused like an unknown page', async ({
  page,
  request,
  browser,
}) => {
  // Two sign-ins, a Pro upgrade, the console and several fresh browser contexts on a shared machine.
  test.setTimeout(180_000);
  const site = await createPublishedPage(request, { label: 'private-password' });
  await upgradeToPro(request, site.owner);
  await signIn(page, site.email);

  await test.step('the owner protects the page with a password in the console', async () => {
    const form = await openAccessSection(page, site);
    await form.getByRole('radio', { name: 'Password: anyone who knows the password' }).check();
    await form.getByLabel('Password', { exact: true }).fill(PAGE_PASSWORD);
    await form.getByRole('button', { name: 'Save access' }).click();
    await expect(toasts(page)).toContainText(`Access to ${site.name} is saved`);
    await expect(form.getByLabel('New password', { exact: true })).toBeVisible();
  });

  const { context, tab, status } = await visit(browser, site.slug);
  await test.step('a visitor gets the access screen, with nothing of the page', async () => {
    expect(status).toBe(401);
    await expectAccessScreen(tab, site);
  });

  await test.step('without the cookie every format answers as an unknown page does', async () => {
    await expectRefusedLikeUnknown(request, site.slug);
    await expectRefusedLikeUnknown(context.request, site.slug);
  });

  await test.step('a wrong password is said, translated; the right one opens the page', async () => {
    await tab.getByLabel('Password').fill('not the password');
    await tab.getByRole('button', { name: 'Open the page' }).click();
    await expect(tab.getByRole('alert')).toHaveText('That password is not right. Try again.');
    await expectAccessScreen(tab, site);

    await tab.getByLabel('Password').fill(PAGE_PASSWORD);
    await tab.getByRole('button', { name: 'Open the page' }).click();
    await expectPageRead(tab, site);
  });

  await test.step("with the reader's cookie the JSON answers, privately and not for indexing", async () => {
    await expectReaderJson(context, site.slug);
  });

  await test.step('the private feed link shown to the reader works without a cookie', async () => {
    const bar = tab.locator('#sd-reader-bar');
    await expect(bar).toContainText('Your private feed links:');
    const rss = await bar.getByRole('link', { name: 'RSS', exact: true }).getAttribute('href');
    expect(rss).toMatch(/\/history\.rss\?token=[\w-]+/);
    const feed = await request.get(rss ?? '');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['cache-control']).toMatch(/^private/);
    expect(await feed.text()).toContain(INCIDENT.name);
    // The same feed without its token stays refused.
    expect((await request.get(new URL(rss ?? '', 'http://x').pathname)).status()).toBe(404);
  });

  await test.step('switched back to Public, the page is readable by everyone again', async () => {
    const form = await openAccessSection(page, site);
    await form.getByRole('radio', { name: 'Public: anyone with the address' }).check();
    await form.getByRole('button', { name: 'Save access' }).click();
    await expect(toasts(page)).toContainText(`Access to ${site.name} is saved`);
    const anyone = await visit(browser, site.slug);
    expect(anyone.status).toBe(200);
    await expectPageRead(anyone.tab, site);
    await expect.poll(async () => (await request.get(formatPaths(site.slug).json ?? '')).status()).toBe(200);
    await anyone.context.close();
  });
  await context.close();
});

test('an audience page: an invited viewer and a colleague at an allowed domain read it, a stranger is told the same and mailed nothing, a removed viewer is shut out', async ({
  page,
  request,
  browser,
}) => {
  // Two sign-ins, a Pro upgrade, the console and several fresh browser contexts on a shared machine.
  test.setTimeout(180_000);
  const site = await createPublishedPage(request, { label: 'private-audience' });
  await upgradeToPro(request, site.owner);
  await signIn(page, site.email);
  const allowedDomain = `readers-${Date.now()}-${process.pid}.test`;
  const viewer = uniqueEmail('viewer');
  const stranger = uniqueEmail('stranger');
  const colleague = `colleague-${Date.now()}@${allowedDomain}`;

  await test.step('the owner opens the page to an audience with an allowed e-mail domain', async () => {
    const form = await openAccessSection(page, site);
    await form
      .getByRole('radio', {
        name: 'Audience: invited viewers and people at allowed e-mail domains, signed in by an e-mail link',
      })
      .check();
    await form.getByRole('textbox', { name: 'Allowed e-mail domains' }).fill(allowedDomain);
    await form.getByRole('button', { name: 'Save access' }).click();
    await expect(toasts(page)).toContainText(`Access to ${site.name} is saved`);
  });

  await test.step('the owner invites a viewer in the Viewers tab', async () => {
    await openTab(page, 'Viewers');
    await expect(page.getByRole('heading', { name: 'No viewers yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Invite viewer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite a viewer' });
    await dialog.getByLabel('E-mail address').fill(viewer);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText(`${viewer} is invited`);
    await expect(page.getByRole('rowheader', { name: viewer })).toBeVisible();
  });

  await test.step('a visitor gets the e-mail form, and the formats refuse as for an unknown page', async () => {
    const anyone = await visit(browser, site.slug);
    expect(anyone.status).toBe(401);
    await expectAccessScreen(anyone.tab, site);
    await expect(anyone.tab.getByLabel('E-mail address')).toBeVisible();
    await expectRefusedLikeUnknown(anyone.context.request, site.slug);
    await anyone.context.close();
  });

  const invited = await browser.newContext();
  await test.step("the invitation's link signs the viewer in to the page", async () => {
    const link = await waitForMailLink(viewer, ACCESS_LINK);
    const tab = await invited.newPage();
    await tab.goto(link);
    await expect(tab).toHaveURL(new RegExp(`/public-page\\?page=${site.slug}`));
    await expectPageRead(tab, site);
    await expectReaderJson(invited, site.slug);
  });

  await test.step('a stranger asking for a link is told the same as anyone and mailed nothing', async () => {
    const { context, tab } = await visit(browser, site.slug);
    await tab.getByLabel('E-mail address').fill(stranger);
    await tab.getByRole('button', { name: 'Send me a link' }).click();
    await expect(tab.getByRole('status')).toHaveText(
      'If this address may read the page, a link is on its way.',
    );
    await expectAccessScreen(tab, site);

    // A colleague at the allowed domain asks next, gets the same answer and a link that opens the page.
    await tab.getByLabel('E-mail address').fill(colleague);
    await tab.getByRole('button', { name: 'Send me a link' }).click();
    await expect(tab.getByRole('status')).toHaveText(
      'If this address may read the page, a link is on its way.',
    );
    const link = await waitForMailLink(colleague, ACCESS_LINK);
    // The colleague's mail, asked for after the stranger's request, has arrived: none came to the stranger.
    expect(mailsTo(stranger)).toHaveLength(0);
    await tab.goto(link);
    await expectPageRead(tab, site);
    await context.close();
  });

  await test.step('removed in the console (after confirming), the viewer next sees the access screen', async () => {
    await page.getByRole('button', { name: `Remove ${viewer}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remove ${viewer}?` });
    await expect(confirm).toContainText('They lose access to this page at once');
    await confirm.getByRole('button', { name: 'Remove viewer' }).click();
    await expect(toasts(page)).toContainText(`${viewer} is removed`);
    await expect(page.getByRole('rowheader', { name: viewer })).toHaveCount(0);

    const tab = await invited.newPage();
    const response = await tab.goto(publicPagePath(site.slug));
    expect(response?.status()).toBe(401);
    await expectAccessScreen(tab, site);
    await expectRefusedLikeUnknown(invited.request, site.slug);
  });
  await invited.close();
});
