import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn, uniqueEmail } from '../testing/accounts';
import { apiCreate, apiSignIn } from '../testing/api-session';
import { upgradeToPro } from '../testing/billing';
import { switchLanguage } from '../testing/console';

test('in Russian: the settings screens of a Pro organisation, and the downgrade to Free as a cancellation at the period’s end', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Arranged through the API: a Pro organisation with two status pages and a pending invitation.
  const ownerEmail = await createVerifiedAccount(request, 'ru-owner');
  const owner = await apiSignIn(request, ownerEmail);
  await upgradeToPro(request, owner, 'Ада Лавлейс');
  await apiCreate(request, owner, '/v1/pages', { name: 'Сайт' });
  await apiCreate(request, owner, '/v1/pages', { name: 'API' });
  const invited = uniqueEmail('ru-invited');
  await apiCreate(request, owner, '/v1/users/invite', { email: invited, role: 'viewer' });

  await signIn(page, ownerEmail);
  await switchLanguage(page, 'ru');

  await test.step('the avatar menu in Russian leads to the general settings', async () => {
    await page.getByRole('button', { name: 'Меню аккаунта' }).click();
    await expect(page.getByTestId('account-summary')).toContainText('Роль: Владелец');
    await page.getByRole('menuitem', { name: 'Настройки' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Разделы настроек' }).getByRole('link')).toHaveText([
      'Общие',
      'Команда',
      'API-токены',
      'Подписка',
    ]);
    await expect(page.getByRole('region', { name: 'Организация' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Название организации' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Ваша учётная запись' })).toContainText(ownerEmail);
    await expect(page.getByRole('form', { name: 'Смена пароля' })).toBeVisible();
    await expect(page).toHaveTitle(/Общие настройки/);
  });

  await test.step('the team: members and the pending invitation, in Russian', async () => {
    await page.getByRole('link', { name: 'Команда' }).click();
    await expect(page.getByTestId('member-allowance')).toHaveText(
      'Участников: 2 из 10, включая ожидающие приглашения.',
    );
    await expect(page.getByRole('table', { name: 'Участники' })).toContainText('Владелец');
    const invitation = page.getByRole('table', { name: 'Отправленные приглашения' }).getByRole('row', {
      name: new RegExp(invited),
    });
    await expect(invitation).toContainText('Наблюдатель');
    await expect(invitation.getByRole('button', { name: `Отменить приглашение ${invited}` })).toBeVisible();
  });

  await test.step('API tokens: none yet, in Russian', async () => {
    await page.getByRole('link', { name: 'API-токены' }).click();
    await expect(page.getByRole('heading', { name: 'API-токенов пока нет' })).toBeVisible();
  });

  await test.step('the subscription: Pro, its price, usage, the card and the invoice, in Russian', async () => {
    await page.getByRole('link', { name: 'Подписка' }).click();
    const plan = page.getByRole('region', { name: 'Подписка' });
    await expect(plan).toContainText('Тариф ProТекущий тариф');
    await expect(plan).toContainText(/29,00\s\$ в месяц/);
    await expect(page.getByRole('meter', { name: 'Страницы статуса' })).toHaveAttribute(
      'aria-valuetext',
      '2 из 5',
    );
    // At 1280 px each usage figure stays on one line ("2 из" above "5" was the Russian wrap).
    await page.setViewportSize({ width: 1280, height: 800 });
    const meters = page.getByRole('meter');
    await expect(meters.first()).toBeVisible();
    for (const meter of await meters.all()) {
      const amount = await meter.getAttribute('aria-valuetext');
      const figure = page.getByText(amount ?? '', { exact: true });
      const lines = await figure.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        return new Set(Array.from(text.getClientRects(), (box) => Math.round(box.top))).size;
      });
      expect(lines, amount ?? '').toBe(1);
    }
    await expect(page.getByRole('table', { name: 'Сохранённые карты' })).toContainText('Visa •••• 4242');
    await expect(page.getByRole('table', { name: 'Списания' })).toContainText('Оплачен');
  });

  await test.step('the downgrade to Free ends the plan at the period’s end and says what stays, in Russian', async () => {
    await page.getByRole('link', { name: 'Сравнить тарифы' }).click();
    await expect(page.getByTestId('plan-pro')).toContainText('Текущий тариф');
    await page.getByTestId('plan-free').getByRole('button', { name: 'Понизить до Free' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Понизить тариф до Free?' });
    await expect(confirm).toContainText(
      /Сейчас ничего не списывается\. Тариф Pro действует до .+; затем организация перейдёт на Free\./,
    );
    await expect(confirm.getByRole('listitem')).toHaveText(['Страницы статуса: используется 2, разрешено 1']);
    await confirm.getByRole('button', { name: 'Понизить до Free' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('plan-pro')).toContainText('Текущий тариф');
    await page.getByRole('link', { name: 'Назад к подписке' }).click();
    const renewal = page.getByTestId('renewal');
    await expect(renewal).toContainText(/Действует до .+\. Затем организация перейдёт на тариф Free\./);
    await renewal.getByRole('button', { name: 'Возобновить' }).click();
    await expect(renewal).toContainText(/Следующее списание: 29,00\s\$ .+, с карты Visa •••• 4242\./);
  });
});
