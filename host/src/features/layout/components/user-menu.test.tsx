import { routes, serveApi, storeSignedInUser } from '@statusdeck/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderHost } from '../../../testing/render-host';

beforeEach(() => {
  localStorage.clear();
});

async function openMenu(email: string) {
  storeSignedInUser(email);
  const calls = serveApi((call) => (call.url.endsWith('/v1/logout') ? { status: 204 } : undefined));
  const view = renderHost('/');
  await screen.findByTestId('remote');
  await view.user.click(screen.getByRole('button', { name: 'Account menu' }));
  return { ...view, calls };
}

it('shows the first letter of the e-mail, upper-cased, in the avatar', async () => {
  storeSignedInUser('jane@example.com');
  serveApi();
  renderHost('/');
  await screen.findByTestId('remote');
  const avatar = screen.getByRole('img', { name: 'jane@example.com' });
  expect(avatar).toHaveTextContent(/^J$/);
});

it('offers Settings, which opens /settings', async () => {
  const { user } = await openMenu('jane@example.com');
  await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
  // Navigation lands after the click's handlers have run: wait for it rather than read it at once.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/));
  await waitFor(() =>
    expect(screen.getByTestId('remote')).toHaveAttribute('data-module', 'remote_settings/SettingsRoutes'),
  );
});

it('offers Logout, which ends the session on the server, says so and goes to /auth', async () => {
  const { user, calls } = await openMenu('jane@example.com');
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(await screen.findByText('You have been signed out')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/v1/logout'))).toBe(true);
  expect(localStorage.getItem('access_token')).toBeNull();
  await waitFor(() =>
    expect(screen.getByTestId('remote')).toHaveAttribute('data-module', 'remote_auth/AuthScreen'),
  );
});

it('has a language switcher in the top bar that translates the layout at once', async () => {
  storeSignedInUser('jane@example.com');
  serveApi();
  const { user } = renderHost('/');
  await screen.findByTestId('remote');
  try {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
    expect(await screen.findByRole('link', { name: 'Страницы статуса' })).toHaveAttribute(
      'href',
      '/statuspages',
    );
    expect(screen.getByRole('button', { name: 'Меню аккаунта' })).toBeInTheDocument();
  } finally {
    await act(() => i18next.changeLanguage('en'));
  }
});

describe('account summary', () => {
  function serveAccount(role = 'admin') {
    return serveApi(
      routes({
        'GET /v1/users/me': {
          status: 200,
          body: { id: 'u1', email: 'jane@example.com', organization_id: 'o1', role },
        },
        'GET /v1/organizations': {
          status: 200,
          body: {
            id: 'o1',
            name: 'Acme Corp',
            plan: 'pro',
            created_at: '2026-11-01T10:00:00.000Z',
            counts: { pages: 1, members: 2, invitations: 0, api_tokens: 0 },
          },
        },
      }),
    );
  }

  it('shows the e-mail, organisation and role above Settings and Logout', async () => {
    storeSignedInUser('jane@example.com');
    serveAccount('admin');
    const { user } = renderHost('/');
    await screen.findByTestId('remote');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const summary = screen.getByTestId('account-summary');
    await waitFor(() => expect(summary).toHaveTextContent('Organisation: Acme Corp'));
    expect(summary).toHaveTextContent('jane@example.com');
    expect(summary).toHaveTextContent('Role: Admin');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(menu).toHaveAccessibleDescription(/jane@example\.com.*Acme Corp.*Admin/);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Logout']);
    // The summary is text, not a menu item: the arrows move between Settings and Logout only.
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('still shows the e-mail when the organisation cannot be read', async () => {
    storeSignedInUser('jane@example.com');
    serveApi();
    const { user } = renderHost('/');
    await screen.findByTestId('remote');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByTestId('account-summary')).toHaveTextContent('jane@example.com');
    expect(screen.getByTestId('account-summary')).not.toHaveTextContent('Organisation');
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
  });

  it('is translated', async () => {
    storeSignedInUser('jane@example.com');
    serveAccount('owner');
    const { user } = renderHost('/');
    await screen.findByTestId('remote');
    try {
      await act(() => i18next.changeLanguage('ru'));
      await user.click(screen.getByRole('button', { name: 'Меню аккаунта' }));
      await waitFor(() =>
        expect(screen.getByTestId('account-summary')).toHaveTextContent('Организация: Acme Corp'),
      );
      expect(screen.getByTestId('account-summary')).toHaveTextContent('Роль: Владелец');
      expect(screen.getByRole('menuitem', { name: 'Настройки' })).toBeVisible();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
