import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';
import { upgradeToPro } from '../testing/billing';
import { consoleCopy, holdAppScript } from '../testing/console-shell';

type Created = { id: string };

for (const { language, stored, pagesTitle, nav } of [
  { language: 'en', stored: null, pagesTitle: 'Your status pages', nav: 'Status pages' },
  { language: 'ru', stored: 'ru', pagesTitle: 'Ваши страницы статуса', nav: 'Страницы статуса' },
]) {
  test(`a signed-in reload of / shows the dashboard before the app's script has run, then the app takes over (${language})`, async ({
    page,
    request,
  }) => {
    const email = await createVerifiedAccount(request, `home-ssr-${language}`);
    const owner = await apiSignIn(request, email);
    const name = `Server Copy ${language} ${Date.now()}`;
    const created = await apiCreate<Created>(request, owner, '/v1/pages', { name });
    await apiCreate(request, owner, `/v1/pages/${created.id}/components`, { name: 'Checkout API' });
    await signIn(page, email);
    if (stored) await page.evaluate((value) => localStorage.setItem('i18nextLng', value), stored);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'sd_access')).toMatchObject({
      sameSite: 'Strict',
      httpOnly: false,
      path: '/',
    });

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const app = await holdAppScript(page);
    await page.reload({ waitUntil: 'commit' });

    // The server's copy, in the console's language, with the page and the frame, while the app has not run.
    const copy = consoleCopy(page);
    await expect(copy.getByRole('heading', { name: pagesTitle })).toBeVisible();
    await expect(copy.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/statuspages/${created.id}`,
    );
    await expect(copy.getByRole('link', { name: nav, exact: true })).toHaveAttribute('href', '/statuspages');
    await expect(copy.locator('[data-console-lang]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    const copyBox = await copy.getByRole('heading', { name: pagesTitle }).boundingBox();

    // The app's script arrives: its own screen replaces the copy, in the same place.
    app.release();
    await expect(copy).toHaveCount(0);
    const appHeading = page.locator('#root').getByRole('heading', { name: pagesTitle });
    await expect(appHeading).toBeVisible();
    expect(await appHeading.boundingBox()).toEqual(copyBox);
    await expect(page.getByTestId('dashboard-welcome')).toContainText(email);

    // …and works: a link of the app's screen opens the page's components.
    await page.locator('#root').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/statuspages/${created.id}$`));
    await expect(page.getByText('Checkout API')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('after signing out the server answers / plainly and the app shows the sign-in screen', async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'home-ssr-out');
  await signIn(page, email);
  await page
    .getByRole('button', { name: /user menu|account/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'sd_access')).toBeUndefined();
  const answer = await page.request.get('/', { headers: { accept: 'text/html' } });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Statusdeck' })).toBeVisible();
  expect(await answer.text()).not.toContain('data-console-shell');
});

test("a button pressed in the server's copy is pressed in the app once it takes over", async ({
  page,
  request,
}) => {
  const email = await createVerifiedAccount(request, 'home-ssr-press');
  const owner = await apiSignIn(request, email);
  await upgradeToPro(request, owner);
  const stamp = Date.now();
  await apiCreate<Created>(request, owner, '/v1/pages', { name: `Shop ${stamp}` });
  const second = await apiCreate<Created>(request, owner, '/v1/pages', { name: `Docs ${stamp}` });
  await signIn(page, email);
  const app = await holdAppScript(page);
  await page.reload({ waitUntil: 'commit' });

  // Before the app has run: the second page's card's "Report incident", in the copy (three buttons say so:
  // the screen's own and one per card, each naming its page to a screen reader).
  const copy = consoleCopy(page);
  const card = copy.getByRole('article', { name: `Docs ${stamp}` });
  await card.getByRole('button', { name: `Report incident (Docs ${stamp})` }).click();
  await expect(page).toHaveURL(/\/$/);

  // The app takes over and presses that card's button: that page's incident form.
  app.release();
  await expect(copy).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/statuspages/${second.id}/incidents/add$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
