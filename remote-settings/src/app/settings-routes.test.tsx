import { initTestI18n, renderAt } from '@statusdeck/shared/testing';
import { screen } from '@testing-library/react';
import SettingsRoutes from './settings-routes';

beforeAll(initTestI18n);

it.each([
  '/settings',
  '/settings/users',
  '/settings/tokens',
  '/settings/subscription',
  '/settings/subscription/plans',
])('says settings are being built at %s', async (path) => {
  renderAt(path, '/settings', <SettingsRoutes />);
  expect(await screen.findByRole('heading', { name: 'Settings are being built' })).toBeVisible();
  expect(screen.queryByText('404')).not.toBeInTheDocument();
});

it.each(['/settings/nope', '/settings/users/u1', '/settings/subscription/plans/pro'])(
  'shows the not-found screen at %s, without a second main landmark',
  async (path) => {
    renderAt(path, '/settings', <SettingsRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByText('Settings are being built')).not.toBeInTheDocument();
  },
);
