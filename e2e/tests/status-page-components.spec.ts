import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../testing/accounts';
import {
  addComponent,
  addGroup,
  checkInRussian,
  componentSaved,
  expectOrder,
  sectionList,
  startsWith,
  toasts,
} from '../testing/console';
import { appTookOver } from '../testing/console-shell';

const CORE = 'Core services';
const EDGE = 'Edge';

test('an owner creates a page from the empty dashboard and builds, reorders, updates, deletes and restores its components', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await createVerifiedAccount(request, 'components');
  await signIn(page, email);
  const name = `Acme ${Date.now()}`;

  await test.step('the empty dashboard offers to create a status page', async () => {
    await expect(page.getByRole('region', { name: 'No status pages yet' })).toBeVisible();
    await checkInRussian(page, async () => {
      await expect(page.getByRole('heading', { name: 'Страниц статуса пока нет' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Создать страницу статуса' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Create status page' }).click();
    await expect(page).toHaveURL(/\/statuspages\/add$/);
  });

  await test.step('create the page', async () => {
    await checkInRussian(page, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Новая страница статуса' })).toBeVisible();
    });
    await page.getByLabel('Name', { exact: true }).fill(name);
    await expect(page.getByText('This address is available.')).toBeVisible();
    await page.getByRole('button', { name: 'Create status page' }).click();
    await expect(page).toHaveURL(/\/statuspages\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(toasts(page)).toContainText('Status page created');
  });

  await test.step('two groups and four components', async () => {
    await addGroup(page, CORE);
    await addGroup(page, EDGE);
    await addComponent(page, 'API', CORE, () =>
      checkInRussian(page, async () => {
        await expect(page.getByRole('heading', { level: 1, name: 'Добавить компонент' })).toBeVisible();
        await expect(page.getByLabel('Группа', { exact: true })).toBeVisible();
      }),
    );
    await addComponent(page, 'Database', CORE);
    await addComponent(page, 'Website', EDGE);
    await addComponent(page, 'Mail relay', EDGE);
    await expectOrder(page, CORE, ['API', 'Database']);
    await expectOrder(page, EDGE, ['Website', 'Mail relay']);
    await checkInRussian(page, async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Компоненты' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Добавить компонент', exact: true })).toBeVisible();
    });
  });

  await test.step('reorder a component with the keyboard (dnd-kit) and a group from its menu', async () => {
    const grip = page.getByRole('button', { name: 'Reorder API' });
    await grip.focus();
    await page.keyboard.press('Space');
    await expect(grip).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: `API is at position 1 of 2 in ${CORE}.` }),
    ).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`API is at position 2 of 2 in ${CORE}.`)).toBeAttached();
    const saved = componentSaved(page);
    await page.keyboard.press('Space');
    await expect(page.getByText(`API was dropped at position 2 of 2 in ${CORE}.`)).toBeAttached();
    expect((await saved).ok()).toBe(true);
    await expectOrder(page, CORE, ['Database', 'API']);

    const groupSaved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/component-groups\//.test(response.url()),
    );
    await page.getByRole('button', { name: `Actions for group ${CORE}` }).click();
    await page.getByRole('menuitem', { name: 'Move group down' }).click();
    expect((await groupSaved).ok()).toBe(true);
    const groups = page.getByRole('region', { name: new RegExp(`^(${CORE}|${EDGE})$`) });
    await expect(groups).toHaveText([startsWith(EDGE), startsWith(CORE)]);

    await page.reload();
    // The reload shows the server's copy first; its buttons work once the app has taken over.
    await appTookOver(page);
    await expectOrder(page, CORE, ['Database', 'API']);
    await expect(groups).toHaveText([startsWith(EDGE), startsWith(CORE)]);
  });

  await test.step('change a status with the inline status menu', async () => {
    const saved = componentSaved(page);
    await page.getByRole('button', { name: 'Status of Website: Operational. Change status' }).click();
    await page.getByRole('menuitem', { name: 'Major outage' }).click();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    // The reload shows the server's copy first; its buttons work once the app has taken over.
    await appTookOver(page);
    const menu = page.getByRole('button', { name: 'Status of Website: Major outage. Change status' });
    await expect(menu).toBeVisible();
    await checkInRussian(page, async () => {
      await expect(
        page.getByRole('button', { name: 'Статус Website: Серьёзный сбой. Изменить статус' }),
      ).toBeVisible();
    });
  });

  await test.step('delete a component, then restore it from "Show deleted"', async () => {
    await page.getByRole('button', { name: 'Actions for Mail relay' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/components\/[^/]+\/edit$/);
    await checkInRussian(page, async () => {
      await expect(page.getByRole('button', { name: 'Удалить компонент' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Delete component' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Mail relay?' });
    await confirm.getByRole('button', { name: 'Delete component' }).click();
    await expect(page).toHaveURL(/\/statuspages\/[^/]+$/);
    await expect(toasts(page)).toContainText('Mail relay is deleted.');
    await expectOrder(page, EDGE, ['Website']);

    await page.getByRole('switch', { name: 'Show deleted' }).click();
    const deleted = page.getByRole('region', { name: 'Deleted components' });
    await expect(deleted).toContainText('Mail relay');
    await checkInRussian(page, async () => {
      await expect(page.getByRole('region', { name: 'Удалённые компоненты' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Восстановить Mail relay' })).toBeVisible();
    });
    await deleted.getByRole('button', { name: 'Restore Mail relay' }).click();
    await expect(toasts(page)).toContainText('Mail relay is restored');
    await expectOrder(page, EDGE, ['Website', 'Mail relay']);
    await expect(deleted).toContainText('No deleted components.');
    await page.reload();
    // The reload shows the server's copy first; its buttons work once the app has taken over.
    await appTookOver(page);
    await expectOrder(page, EDGE, ['Website', 'Mail relay']);
    await expect(sectionList(page, CORE).getByRole('listitem')).toHaveCount(2);
  });
});
