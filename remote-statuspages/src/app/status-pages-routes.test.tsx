import { initTestI18n, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { makePage, serveConsole } from '../testing/page-fixtures';
import { renderAt } from '../testing/render-remote';
import StatusPagesRoutes from './status-pages-routes';

beforeAll(initTestI18n);

function renderRoutes(path: string) {
  localStorage.clear();
  storeSignedInUser('jane@example.com');
  serveConsole({
    'GET /v1/pages': { status: 200, body: [makePage()] },
    'GET /v1/pages/p1': { status: 200, body: makePage() },
  });
  return renderAt(path, [{ path: '/statuspages/*', element: <StatusPagesRoutes /> }]);
}

it('shows the list at /statuspages and the create form at /statuspages/add', async () => {
  const list = renderRoutes('/statuspages');
  expect(await screen.findByRole('link', { name: 'Acme API' })).toHaveAttribute('href', '/statuspages/p1');
  list.unmount();
  renderRoutes('/statuspages/add');
  expect(await screen.findByRole('heading', { level: 1, name: 'Create status page' })).toBeVisible();
});

it.each([
  ['/statuspages/p1', 'Components'],
  ['/statuspages/p1/incidents', 'Incidents'],
  ['/statuspages/p1/parameters', 'Parameters'],
  ['/statuspages/p1/appearance', 'Appearance'],
  ['/statuspages/p1/subscribers', 'Subscribers'],
  ['/statuspages/p1/integrations', 'Integrations'],
  ['/statuspages/p1/templates', 'Templates'],
])('shows %s inside the page header with the %s tab current', async (path, tab) => {
  renderRoutes(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme API' })).toBeVisible();
  expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('heading', { name: '404' })).not.toBeInTheDocument();
});

// Every screen of one status page names it after its own title, so two pages' tabs never read alike.
// Only the page is served here: screens whose own data fails still name the page.
it.each([
  ['/statuspages/p1', 'Components · Acme API · Statusdeck'],
  ['/statuspages/p1/parameters', 'Parameters · Acme API · Statusdeck'],
  ['/statuspages/p1/appearance', 'Appearance · Acme API · Statusdeck'],
  ['/statuspages/p1/subscribers', 'Subscribers · Acme API · Statusdeck'],
  ['/statuspages/p1/integrations', 'Integrations · Acme API · Statusdeck'],
  ['/statuspages/p1/templates', 'Templates · Acme API · Statusdeck'],
  ['/statuspages/p1/components/add', 'Add component · Acme API · Statusdeck'],
  ['/statuspages/p1/components/c3/edit', 'Edit component · Acme API · Statusdeck'],
  ['/statuspages/p1/components/g3/edit-group', 'Edit group · Acme API · Statusdeck'],
  ['/statuspages/p1/incidents', 'Incidents · Acme API · Statusdeck'],
  ['/statuspages/p1/incidents/add', 'Report an incident · Acme API · Statusdeck'],
  ['/statuspages/p1/incidents/add?kind=maintenance', 'Schedule maintenance · Acme API · Statusdeck'],
  ['/statuspages/p1/incidents/i9', 'Incident · Acme API · Statusdeck'],
])('titles %s with the status page it belongs to: %s', async (path, title) => {
  renderRoutes(path);
  await waitFor(() => expect(document.title).toBe(title));
  expect(screen.queryByRole('heading', { name: '404' })).not.toBeInTheDocument();
});

it.each([
  '/statuspages/p1/components/add',
  '/statuspages/p1/components/c3/edit',
  '/statuspages/p1/components/g3/edit-group',
])('gives %s its own screen, not the not-found one', async (path) => {
  renderRoutes(path);
  expect(await screen.findByTestId('location')).toHaveTextContent(path);
  expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('404');
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
});
