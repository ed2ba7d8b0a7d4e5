import { screen } from '@testing-library/react';
import { serveApi } from '../test/fake-api';
import { initTestI18n, renderAt, storeSignedInUser } from '../test/render-remote';
import StatusPagesRoutes from './status-pages-routes';

beforeAll(initTestI18n);

it.each(['/statuspages', '/statuspages/add', '/statuspages/p1/incidents/add'])(
  'says the section is being built at %s, with no made-up data',
  async (path) => {
    storeSignedInUser('jane@example.com');
    const calls = serveApi(() => undefined);
    renderAt(path, [{ path: '/statuspages/*', element: <StatusPagesRoutes /> }]);
    expect(await screen.findByRole('heading', { name: 'Status pages are being built' })).toBeVisible();
    // Let the session provider settle so nothing updates after the test.
    await screen.findByTestId('location');
    expect(calls).toHaveLength(0);
  },
);
