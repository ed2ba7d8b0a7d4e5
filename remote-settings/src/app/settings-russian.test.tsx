import { initTestI18n, storeSignedInUser } from '@statusdeck/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import ru from '../../../locales/ru/translation.json';
import {
  makeApiToken,
  makeInvitation,
  makeInvoice,
  makeMember,
  makeMethod,
  makeOrganization,
  makeWorld,
  serveSettings,
} from '../testing/fixtures';
import { renderSettings } from '../testing/render';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('ru', 'translation', ru, true, true);
  await i18next.changeLanguage('ru');
});
afterAll(() => act(() => i18next.changeLanguage('en')));
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const world = () =>
  makeWorld({
    organization: makeOrganization({ plan: 'pro' }),
    members: [
      makeMember({ id: 'u1', email: 'jane@example.com', role: 'owner', is_you: true }),
      makeMember({ id: 'u2', email: 'ed@example.com', role: 'editor' }),
    ],
    invitations: [makeInvitation({ id: 'i1', email: 'new@example.com' })],
    tokens: [makeApiToken({ id: 't1', name: 'Деплой' })],
    methods: [makeMethod({ id: 'm1' })],
    invoices: [makeInvoice({ id: 'inv1' })],
    used: { pages: 5, components: 90, subscribers: 10 },
  });

it.each([
  ['/settings', 'Организация', 'Общие настройки'],
  ['/settings/users', 'Команда', 'Команда'],
  ['/settings/tokens', 'API-токены', 'API-токены'],
  ['/settings/subscription', 'Подписка', 'Подписка'],
  ['/settings/subscription/plans', 'Тарифы', 'Тарифы'],
])('%s reads in Russian, with no untranslated key', async (path, heading, title) => {
  serveSettings(world());
  renderSettings(path);
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeVisible();
  const nav = screen.getByRole('navigation', { name: 'Разделы настроек' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Общие', 'Команда', 'API-токены', 'Подписка']);
  // Every section has loaded (no skeleton left) before the whole text is read.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  expect(document.body.textContent).not.toMatch(/settings\.|layout\./);
  expect(document.title).toBe(`${title} · Statusdeck`);
});

it('uses the Russian plural forms', () => {
  expect(i18next.t('settings.sessions.done', { count: 1 })).toBe('Завершён 1 другой сеанс');
  expect(i18next.t('settings.sessions.done', { count: 3 })).toBe('Завершено 3 других сеанса');
  expect(i18next.t('settings.sessions.done', { count: 5 })).toBe('Завершено 5 других сеансов');
  expect(i18next.t('settings.sessions.done', { count: 0 })).toBe('Других сеансов не было');
});

it('says in Russian that removing a member deletes their account and keeps what they wrote', async () => {
  serveSettings(world());
  const { user } = renderSettings('/settings/users');
  await user.click(await screen.findByRole('button', { name: 'Удалить ed@example.com' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Удалить ed@example.com?' });
  expect(dialog).toHaveTextContent('Учётная запись участника в Statusdeck будет удалена');
  expect(dialog).toHaveTextContent('созданные им API-токены перестанут работать');
  expect(dialog).toHaveTextContent('Страницы, инциденты и обновления, которые он написал, останутся');
});
