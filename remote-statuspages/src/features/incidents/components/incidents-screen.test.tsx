import { initTestI18n, type Reply, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeIncident, serveIncidents } from '../../../testing/incident-fixtures';
import { IncidentsScreen } from './incidents-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const HOUR = 3_600_000;
// Future times get a few minutes' margin, so a slow test run still reads "in 2 days", not "tomorrow".
const MARGIN = 5 * 60_000;
const at = (offset: number) => new Date(Date.now() + offset + (offset > 0 ? MARGIN : 0)).toISOString();

const outage = makeIncident({
  id: 'i1',
  name: 'Checkout failing',
  impact: 'major',
  started_at: at(-3 * HOUR),
});
const upgrade = makeIncident({
  id: 'm1',
  name: 'Database upgrade',
  scheduled_for: at(48 * HOUR),
  scheduled_until: at(50 * HOUR),
  started_at: at(48 * HOUR),
});
const migration = makeIncident({
  id: 'm2',
  name: 'Network migration',
  status: 'in_progress',
  scheduled_for: at(-HOUR),
  scheduled_until: at(HOUR),
  started_at: at(-HOUR),
});
const old = makeIncident({
  id: 'i0',
  name: 'Slow logins',
  status: 'resolved',
  resolved_at: at(-72 * HOUR),
});

function renderScreen(options: Parameters<typeof serveIncidents>[0] = {}) {
  const calls = serveIncidents(options);
  const view = renderInRouter(
    '/statuspages/p1/incidents',
    <Routes>
      <Route path="/statuspages/:id/incidents" element={<IncidentsScreen />} />
      <Route path="/statuspages/:id/incidents/add" element={<h1>Add incident screen</h1>} />
      <Route path="/statuspages/:pageId/incidents/:id" element={<h1>Incident screen</h1>} />
    </Routes>,
  );
  return { calls, ...view };
}

it('shows a skeleton while the incidents load', async () => {
  renderScreen({
    handler: (call) => (call.path.endsWith('/incidents') ? new Promise<Reply>(() => undefined) : undefined),
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading incidents…');
});

it('lists active incidents, maintenance in progress, upcoming maintenance and history, with badges and times', async () => {
  renderScreen({ incidents: [outage, upgrade, migration, old] });
  const active = await screen.findByRole('list', { name: 'Active incidents' });
  const row = within(active).getByRole('listitem');
  expect(within(row).getByRole('link', { name: 'Checkout failing' })).toHaveAttribute(
    'href',
    '/statuspages/p1/incidents/i1',
  );
  expect(within(row).getByText('Major impact')).toHaveAttribute('data-tone', 'orange');
  expect(within(row).getByText('Investigating')).toHaveAttribute('data-tone', 'warning');
  const started = within(row).getByText('3 hours ago');
  expect(started.tagName).toBe('TIME');
  expect(started).toHaveAttribute('dateTime', outage.started_at);
  expect(started.getAttribute('title')).toMatch(/\d{4}/);

  expect(
    within(screen.getByRole('list', { name: 'Maintenance in progress' })).getByText('in 1 hour'),
  ).toBeVisible();
  const upcoming = screen.getByRole('list', { name: 'Upcoming maintenance' });
  expect(within(upcoming).getByRole('link', { name: 'Database upgrade' })).toBeVisible();
  expect(within(upcoming).getByText('in 2 days')).toBeVisible();
  expect(within(screen.getByRole('list', { name: 'History' })).getByText('3 days ago')).toBeVisible();
  expect(document.title).toBe('Incidents · Acme API · Statusdeck');
});

it('says a finished maintenance was completed and a resolved incident resolved, once each, in the history', async () => {
  const done = makeIncident({
    id: 'm0',
    name: 'Cache flush',
    kind: 'maintenance',
    status: 'completed',
    impact: 'maintenance',
    scheduled_for: at(-50 * HOUR),
    scheduled_until: at(-48 * HOUR),
    started_at: at(-50 * HOUR),
    resolved_at: at(-48 * HOUR),
  });
  renderScreen({ incidents: [old, done] });
  const history = await screen.findByRole('list', { name: 'History' });
  const row = (name: string) => within(history).getByRole('link', { name }).closest('li') as HTMLElement;
  const flush = row('Cache flush');
  const logins = row('Slow logins');
  expect(flush).toHaveTextContent(/^Cache flush.*Completed 2 days ago$/);
  expect(within(flush).getAllByText(/Completed/)).toHaveLength(1);
  expect(flush).not.toHaveTextContent('Resolved');
  expect(logins).toHaveTextContent(/Resolved 3 days ago$/);
  expect(within(logins).getAllByText(/Resolved/)).toHaveLength(1);
});

it('gives an editor both report actions', async () => {
  const { user } = renderScreen({ incidents: [old] });
  expect(await screen.findByText('No active incidents. All systems are running as usual.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Schedule maintenance' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/statuspages/p1/incidents/add');
  expect(await screen.findByRole('heading', { name: 'Add incident screen' })).toBeVisible();
});

it('invites an editor to report the first incident when there is none', async () => {
  const { user } = renderScreen();
  expect(await screen.findByRole('heading', { name: 'No incidents yet' })).toBeVisible();
  const [, inEmptyState] = screen.getAllByRole('button', { name: 'Report incident' });
  await user.click(inEmptyState as HTMLElement);
  expect(await screen.findByRole('heading', { name: 'Add incident screen' })).toBeVisible();
});

it('shows a viewer the incidents without any write control', async () => {
  renderScreen({ incidents: [outage], role: 'viewer' });
  expect(await screen.findByRole('link', { name: 'Checkout failing' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Report incident' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Schedule maintenance' })).not.toBeInTheDocument();
});

it('explains a failure and loads again on retry', async () => {
  let up = false;
  const { user } = renderScreen({
    incidents: [outage],
    handler: (call) =>
      call.path === '/v1/pages/p1/incidents' && !up
        ? { status: 503, body: { code: 'unavailable', message: 'down' } }
        : undefined,
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The incidents could not be loaded');
  // A server failure is ours: asking the user to check their connection would mislead them.
  expect(alert).toHaveTextContent('Something went wrong on our side. Try again.');
  expect(alert).not.toHaveTextContent(/connection/);
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Checkout failing' })).toBeVisible();
});

it('asks to check the connection only when the request never reached the server', async () => {
  renderScreen({
    handler: (call) =>
      call.path === '/v1/pages/p1/incidents' ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not reach the server. Check your connection and try again.',
  );
});

it('loads older history page by page', async () => {
  const older = makeIncident({
    id: 'i-old',
    name: 'Ancient outage',
    status: 'resolved',
    resolved_at: at(-900 * HOUR),
  });
  const { user, calls } = renderScreen({
    handler: (call) => {
      if (call.path !== '/v1/pages/p1/incidents' || !call.url.includes('status=resolved')) return undefined;
      const second = call.url.includes('cursor=c2');
      return {
        status: 200,
        body: second ? { incidents: [older], next_cursor: null } : { incidents: [old], next_cursor: 'c2' },
      };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'Ancient outage' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Slow logins' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(calls.map((call) => call.url).filter((url) => url.includes('status=resolved'))).toEqual([
    '/v1/pages/p1/incidents?status=resolved&limit=20',
    '/v1/pages/p1/incidents?status=resolved&limit=20&cursor=c2',
  ]);
});

it('searches the history on the server and says when nothing matches', async () => {
  const { user, calls } = renderScreen({
    handler: (call) => {
      if (call.path !== '/v1/pages/p1/incidents' || !call.url.includes('status=resolved')) return undefined;
      const q = new URL(call.url, 'http://localhost').searchParams.get('q');
      return { status: 200, body: { incidents: q ? [] : [old], next_cursor: null } };
    },
  });
  await user.type(await screen.findByRole('searchbox', { name: 'Search past incidents' }), 'database');
  expect(await screen.findByText('No past incident matches your search.')).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'No incidents yet' })).not.toBeInTheDocument();
  expect(calls.map((call) => call.url)).toContain(
    '/v1/pages/p1/incidents?status=resolved&q=database&limit=20',
  );
});

it('says once when more history could not be loaded, and keeps what is shown', async () => {
  const { user } = renderScreen({
    handler: (call) => {
      if (call.path !== '/v1/pages/p1/incidents' || !call.url.includes('status=resolved')) return undefined;
      if (call.url.includes('cursor=c2'))
        return { status: 503, body: { code: 'unavailable', message: 'down' } };
      return { status: 200, body: { incidents: [old], next_cursor: 'c2' } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('More incidents could not be loaded. Try again.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Slow logins' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
});
