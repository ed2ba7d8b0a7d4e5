import {
  type ApiCall,
  initTestI18n,
  type Reply,
  serveApi,
  storeSignedInUser,
} from '@statusdeck/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { serveConsole } from '../testing/page-fixtures';
import { renderAt } from '../testing/render-remote';
import Dashboard from './dashboard';

const pages = [
  { id: 'p1', name: 'API', slug: 'api' },
  { id: 'p2', name: 'Website', slug: 'web' },
];

const incidentsByPage: Record<string, unknown[]> = {
  p1: [
    { id: 'i1', page_id: 'p1', name: 'Slow API', status: 'investigating', impact: 'minor' },
    { id: 'i2', page_id: 'p1', name: 'Errors', status: 'identified', impact: 'major' },
  ],
  p2: [{ id: 'i3', page_id: 'p2', name: 'CDN down', status: 'monitoring', impact: 'critical' }],
};

function incidentPage(call: ApiCall): string | undefined {
  return /\/v1\/pages\/([^/]+)\/incidents\/unresolved$/.exec(call.url)?.[1];
}

function renderDashboard() {
  return renderAt('/', [
    { path: '/', element: <Dashboard /> },
    { path: '/statuspages', element: <h1>Status pages list</h1> },
    { path: '/statuspages/add', element: <h1>Add page</h1> },
  ]);
}

beforeAll(initTestI18n);

beforeEach(() => {
  localStorage.clear();
  storeSignedInUser('jane@example.com');
});

it('welcomes the signed-in user by e-mail, as new on the first visit and back on the next', async () => {
  serveConsole({ 'GET /v1/pages': { status: 200, body: [] } });
  const first = renderDashboard();
  expect(await screen.findByText('Signed in as jane@example.com')).toBeVisible();
  await screen.findByText('No status pages yet');
  expect(screen.getByTestId('dashboard-welcome')).toHaveTextContent(/^Welcome(?! back)/);
  first.unmount();

  renderDashboard();
  await screen.findByText('No status pages yet');
  expect(screen.getByTestId('dashboard-welcome')).toHaveTextContent('Welcome back');
});

it('welcomes someone who already has pages back, even on their first visit in this browser', async () => {
  serveApi((call) => {
    if (call.url.endsWith('/v1/pages')) return { status: 200, body: pages };
    const pageId = incidentPage(call);
    return pageId ? { status: 200, body: incidentsByPage[pageId] } : undefined;
  });
  renderDashboard();
  expect(await screen.findByTestId('dashboard-status-pages-value')).toHaveTextContent('2');
  expect(screen.getByTestId('dashboard-welcome')).toHaveTextContent('Welcome back');
});

it('counts pages and the unresolved incidents of every page, fetched in parallel', async () => {
  const waiting: Array<() => void> = [];
  const calls = serveApi((call) => {
    if (call.url.endsWith('/v1/pages')) return { status: 200, body: pages };
    const pageId = incidentPage(call);
    if (!pageId) return undefined;
    // Hold every incident answer until all pages were asked for: a sequential client would hang here.
    return new Promise<Reply>((resolve) => {
      waiting.push(() => resolve({ status: 200, body: incidentsByPage[pageId] }));
    });
  });
  renderDashboard();

  await waitFor(() => expect(waiting).toHaveLength(2));
  expect(calls.filter(incidentPage).map((call) => call.url)).toEqual([
    '/v1/pages/p1/incidents/unresolved',
    '/v1/pages/p2/incidents/unresolved',
  ]);
  expect(calls.every((call) => call.headers.Authorization?.startsWith('Bearer '))).toBe(true);
  for (const release of waiting) release();

  expect(await screen.findByTestId('dashboard-status-pages-value')).toHaveTextContent('2');
  await waitFor(() => expect(screen.getByTestId('dashboard-active-incidents-value')).toHaveTextContent('3'));
  expect(screen.getByTestId('dashboard-active-incidents')).toHaveTextContent('Active incidents');
});

it('opens the status pages list from the pages card, with the mouse or the keyboard', async () => {
  serveApi((call) => {
    if (call.url.endsWith('/v1/pages')) return { status: 200, body: pages };
    const pageId = incidentPage(call);
    return pageId ? { status: 200, body: incidentsByPage[pageId] } : undefined;
  });
  const { user, unmount } = renderDashboard();
  await user.click(await screen.findByRole('link', { name: /Status pages\s*2/ }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages$/);
  unmount();

  const second = renderDashboard();
  const card = await screen.findByRole('link', { name: /Status pages\s*2/ });
  card.focus();
  await second.user.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages$/);
});

it('invites the user to create a first page when there are none, without asking for incidents', async () => {
  const calls = serveConsole({ 'GET /v1/pages': { status: 200, body: [] } });
  const { user } = renderDashboard();
  const empty = await screen.findByRole('region', { name: 'No status pages yet' });
  expect(screen.getByTestId('dashboard-status-pages-value')).toHaveTextContent('0');
  await waitFor(() => expect(screen.getByTestId('dashboard-active-incidents-value')).toHaveTextContent('0'));
  expect(calls.filter(incidentPage)).toHaveLength(0);
  await user.click(await within(empty).findByRole('button', { name: 'Create status page' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/add$/);
});

it('offers a viewer no create button on the empty dashboard', async () => {
  const calls = serveConsole({ 'GET /v1/pages': { status: 200, body: [] } }, 'viewer');
  renderDashboard();
  const empty = await screen.findByRole('region', { name: 'No status pages yet' });
  await waitFor(() => expect(calls.map((call) => call.path)).toContain('/v1/users/roles'));
  await act(() => Promise.resolve());
  expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
});

it('shows an error with a retry that loads the dashboard again', async () => {
  let pagesUp = false;
  serveApi((call) => {
    if (call.url.endsWith('/v1/pages')) {
      return pagesUp
        ? { status: 200, body: pages }
        : { status: 500, body: { code: 'internal', message: 'boom' } };
    }
    const pageId = incidentPage(call);
    return pageId ? { status: 200, body: incidentsByPage[pageId] } : undefined;
  });
  const { user } = renderDashboard();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The dashboard could not be loaded');

  pagesUp = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('dashboard-status-pages-value')).toHaveTextContent('2');
  await waitFor(() => expect(screen.getByTestId('dashboard-active-incidents-value')).toHaveTextContent('3'));
});

it('shows an error when one page fails to answer its incidents', async () => {
  serveApi((call) => {
    if (call.url.endsWith('/v1/pages')) return { status: 200, body: pages };
    const pageId = incidentPage(call);
    if (pageId === 'p2') return { status: 500, body: { code: 'internal', message: 'boom' } };
    return pageId ? { status: 200, body: incidentsByPage[pageId] } : undefined;
  });
  renderDashboard();
  expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded');
});

it('shows a spinner while the pages load', async () => {
  serveApi((call) => (call.url.endsWith('/v1/pages') ? new Promise<Reply>(() => undefined) : undefined));
  renderDashboard();
  expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
});

it('points an owner to settings for API tokens, organisation users and the subscription', async () => {
  serveConsole({ 'GET /v1/pages': { status: 200, body: [] } });
  renderDashboard();
  const hint = await screen.findByTestId('dashboard-settings-hint');
  expect(hint).toHaveTextContent(
    'API tokens, organisation users and your subscription are managed in settings.',
  );
  expect(within(hint).getByRole('link', { name: 'API tokens' })).toHaveAttribute('href', '/settings/tokens');
  expect(within(hint).getByRole('link', { name: 'Organisation users' })).toHaveAttribute(
    'href',
    '/settings/users',
  );
  expect(within(hint).getByRole('link', { name: 'Subscription' })).toHaveAttribute(
    'href',
    '/settings/subscription',
  );
});

it('points an admin only to the settings an admin manages: no subscription', async () => {
  serveConsole({ 'GET /v1/pages': { status: 200, body: [] } }, 'admin');
  renderDashboard();
  const hint = await screen.findByTestId('dashboard-settings-hint');
  expect(hint).toHaveTextContent('Settings your role can manage:');
  expect(
    within(hint)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['API tokens', 'Organisation users']);
});

it.each(['editor', 'viewer'] as const)(
  'gives an %s no settings links they cannot use, and says who manages them',
  async (role) => {
    serveConsole({ 'GET /v1/pages': { status: 200, body: [] } }, role);
    renderDashboard();
    const hint = await screen.findByTestId('dashboard-settings-hint');
    expect(hint).toHaveTextContent(
      "API tokens, organisation users and the subscription are managed by the organisation's owners and admins.",
    );
    expect(within(hint).queryByRole('link')).not.toBeInTheDocument();
  },
);
