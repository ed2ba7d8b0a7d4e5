import { initTestI18n, serveApi, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen } from '@testing-library/react';
import { renderAt } from '../test/render-remote';
import StatusPagesRoutes from './status-pages-routes';

beforeAll(initTestI18n);

function renderRoutes(path: string) {
  storeSignedInUser('jane@example.com');
  const calls = serveApi(() => undefined);
  renderAt(path, [{ path: '/statuspages/*', element: <StatusPagesRoutes /> }]);
  return calls;
}

it.each([
  '/statuspages',
  '/statuspages/add',
  '/statuspages/p1',
  '/statuspages/p1/incidents',
  '/statuspages/p1/parameters',
  '/statuspages/p1/appearance',
  '/statuspages/p1/subscribers',
  '/statuspages/p1/incidents/add',
  '/statuspages/p1/incidents/i9',
  '/statuspages/p1/components/add',
  '/statuspages/p1/components/c3/edit',
  '/statuspages/p1/components/c3/edit-group',
])('says the section is being built at %s, with no made-up data', async (path) => {
  const calls = renderRoutes(path);
  expect(await screen.findByRole('heading', { name: 'Status pages are being built' })).toBeVisible();
  expect(screen.queryByText('404')).not.toBeInTheDocument();
  // Let the session provider settle so nothing updates after the test.
  await screen.findByTestId('location');
  expect(calls).toHaveLength(0);
});

it.each([
  '/statuspages/nope/nothing',
  '/statuspages/p1/settings',
  '/statuspages/p1/components',
  '/statuspages/p1/components/c3',
  '/statuspages/p1/incidents/i9/extra',
])('shows the not-found screen at %s', async (path) => {
  renderRoutes(path);
  expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  expect(screen.queryByText('Status pages are being built')).not.toBeInTheDocument();
});
