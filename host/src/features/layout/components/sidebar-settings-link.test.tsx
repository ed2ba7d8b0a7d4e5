import { serveApi, storeSignedInUser } from '@statusdeck/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOOLTIP_DELAY_MS } from '../../../components/tooltip-timing';
import { renderHost } from '../../../testing/render-host';
import { SIDEBAR_COOKIE_NAME } from '../constants';

function setSidebarCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar holds the sidebar state.
  document.cookie =
    value === null ? `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0` : `${SIDEBAR_COOKIE_NAME}=${value}; path=/`;
}

beforeEach(() => {
  localStorage.clear();
  setSidebarCookie(null);
  storeSignedInUser('jane@example.com');
  serveApi();
  window.innerWidth = 1024;
});

afterEach(() => jest.useRealTimers());

it('links to the settings with an icon and a label, current under /settings/*', async () => {
  const { user } = renderHost('/');
  await screen.findByTestId('remote');
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const settings = within(nav).getByRole('link', { name: 'Settings' });
  expect(settings).toHaveAttribute('href', '/settings');
  expect(settings.querySelector('svg')).not.toBeNull();
  expect(settings).not.toHaveAttribute('aria-current');
  await user.click(settings);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings$/));
  await waitFor(() =>
    expect(screen.getByTestId('remote')).toHaveAttribute('data-module', 'remote_settings/SettingsRoutes'),
  );
  expect(settings).toHaveAttribute('aria-current', 'page');
});

it('stays current on a settings sub-screen', async () => {
  renderHost('/settings/subscription/plans');
  await screen.findByTestId('remote');
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
});

it('shows its label as a tooltip in icon mode', async () => {
  setSidebarCookie('false');
  renderHost('/');
  await screen.findByTestId('remote');
  jest.useFakeTimers();
  const settings = screen.getByRole('link', { name: 'Settings' });
  fireEvent.pointerEnter(settings);
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Settings');
  expect(settings).toHaveAccessibleDescription('Settings');
});
