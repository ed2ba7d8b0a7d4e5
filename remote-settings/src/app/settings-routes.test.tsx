import { initTestI18n, renderAt, serveApi, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { makeWorld, serveSettings } from '../testing/fixtures';
import { renderSettings } from '../testing/render';
import SettingsRoutes from './settings-routes';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

it.each([
  ['/settings', 'General', 'Organisation', 'General settings · Statusdeck'],
  ['/settings/users', 'Team', 'Team', 'Team · Statusdeck'],
  ['/settings/tokens', 'API tokens', 'API tokens', 'API tokens · Statusdeck'],
  ['/settings/subscription', 'Subscription', 'Subscription', 'Subscription · Statusdeck'],
  ['/settings/subscription/plans', 'Subscription', 'Plans', 'Plans · Statusdeck'],
])('at %s the %s tab is current and the screen is titled', async (path, tab, heading, title) => {
  serveSettings(makeWorld());
  renderSettings(path);
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const nav = screen.getByRole('navigation', { name: 'Settings sections' });
  expect(within(nav).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/settings', '/settings/users', '/settings/tokens', '/settings/subscription']);
  expect(document.title).toBe(title);
  expect(screen.queryByText(/being built/i)).not.toBeInTheDocument();
});

it.each(['/settings/nope', '/settings/users/u1', '/settings/subscription/plans/pro'])(
  'shows the not-found screen at %s, without a second main landmark',
  async (path) => {
    serveApi();
    renderAt(path, '/settings', <SettingsRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings sections' })).not.toBeInTheDocument();
  },
);
