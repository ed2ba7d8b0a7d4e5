import { serveApi, storeSignedInUser } from '@statusdeck/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { renderHost } from '../../../test/render-host';

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
