import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';
import { consoleCopy, holdAppScript } from '../testing/console-shell';

type Created = { id: string };

for (const { language, stored, title, incidents, add } of [
  { language: 'en', stored: null, title: 'Components', incidents: 'Incidents', add: 'Add component' },
  { language: 'ru', stored: 'ru', title: 'Компоненты', incidents: 'Инциденты', add: 'Добавить компонент' },
]) {
  test(`a signed-in reload of a page's components screen shows them before the app's script has run, then the app takes over (${language})`, async ({
    page,
    request,
  }) => {
    const email = await createVerifiedAccount(request, `components-ssr-${language}`);
    const owner = await apiSignIn(request, email);
    const name = `Components Copy ${language} ${Date.now()}`;
    const created = await apiCreate<Created>(request, owner, '/v1/pages', { name });
    const group = await apiCreate<Created>(request, owner, `/v1/pages/${created.id}/component-groups`, {
      name: 'Backend Group',
    });
    await apiCreate(request, owner, `/v1/pages/${created.id}/components`, {
      name: 'Checkout API',
      group_id: group.id,
    });
    await apiCreate(request, owner, `/v1/pages/${created.id}/components`, { name: 'Search Service' });
    await signIn(page, email);
    if (stored) await page.evaluate((value) => localStorage.setItem('i18nextLng', value), stored);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const app = await holdAppScript(page);
    await page.goto(`/statuspages/${created.id}`, { waitUntil: 'commit' });

    // The server's copy, in the console's language: the page's header, tabs and components, no app yet.
    const copy = consoleCopy(page);
    await expect(copy.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(copy.getByRole('heading', { name: title, exact: true })).toBeVisible();
    for (const component of ['Backend Group', 'Checkout API', 'Search Service']) {
      await expect(copy.getByText(component, { exact: true })).toBeVisible();
    }
    await expect(copy.getByRole('link', { name: incidents, exact: true })).toHaveAttribute(
      'href',
      `/statuspages/${created.id}/incidents`,
    );
    await expect(copy.locator('[data-console-lang]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    const copyBox = await copy.getByText('Checkout API', { exact: true }).boundingBox();

    // The app's script arrives: its own screen replaces the copy, in the same place.
    app.release();
    await expect(copy).toHaveCount(0);
    const appRow = page.locator('#root').getByText('Checkout API', { exact: true });
    await expect(appRow).toBeVisible();
    expect(await appRow.boundingBox()).toEqual(copyBox);

    // …and works: its button opens the form to add a component.
    await page.locator('#root').getByRole('button', { name: add, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/statuspages/${created.id}/components/add$`));
    expect(errors).toEqual([]);
  });
}

test("another organisation's page id gets the plain page, never its components", async ({
  page,
  request,
}) => {
  const rivalEmail = await createVerifiedAccount(request, 'components-ssr-rival');
  const rival = await apiSignIn(request, rivalEmail);
  const secret = await apiCreate<Created>(request, rival, '/v1/pages', {
    name: `Rival Secret ${Date.now()}`,
  });
  await apiCreate(request, rival, `/v1/pages/${secret.id}/components`, { name: 'Rival Secret Component' });
  const email = await createVerifiedAccount(request, 'components-ssr-other');
  await signIn(page, email);
  const answer = await page.request.get(`/statuspages/${secret.id}`, { headers: { accept: 'text/html' } });
  const body = await answer.text();
  expect(body).not.toContain('data-console-shell');
  expect(body).not.toContain('Rival Secret');
});
