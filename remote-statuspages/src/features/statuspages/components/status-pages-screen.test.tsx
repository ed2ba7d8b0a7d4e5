import { initTestI18n, type Reply, storeSignedInUser } from '@statusdeck/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makePage, type Role, serveConsole, usage } from '../../../testing/page-fixtures';
import { renderAt } from '../../../testing/render-remote';
import { StatusPagesScreen } from './status-pages-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const pages = [
  makePage({
    id: 'p1',
    name: 'Acme API',
    slug: 'acme-api',
    status: 'major',
    component_count: 4,
    open_incident_count: 2,
  }),
  makePage({
    id: 'p2',
    name: 'Website',
    slug: 'web',
    status: 'none',
    component_count: 1,
    open_incident_count: 0,
  }),
];

function renderList(
  pagesReply: Reply | (() => Reply | Promise<Reply>),
  role: Role = 'owner',
  allowance = usage(2, 5, 'pro'),
) {
  const calls = serveConsole({ 'GET /v1/pages': pagesReply, 'GET /v1/usage': allowance }, role);
  const view = renderAt('/statuspages', [
    { path: '/statuspages', element: <StatusPagesScreen /> },
    { path: '/statuspages/add', element: <h1>Add page screen</h1> },
  ]);
  return { calls, ...view };
}

it('shows a skeleton while the pages load', async () => {
  renderList(() => new Promise<Reply>(() => undefined));
  expect(await screen.findByRole('status')).toHaveTextContent('Loading status pages…');
  expect(document.title).toBe('Status pages · Statusdeck');
});

it('lists each page with its link, public address, status and counts', async () => {
  renderList({ status: 200, body: pages });
  const table = await screen.findByRole('table');
  const row = within(table).getByRole('row', { name: /Acme API/ });
  expect(within(row).getByRole('link', { name: 'Acme API' })).toHaveAttribute('href', '/statuspages/p1');
  const publicLink = within(row).getByRole('link', { name: /\/public-page\?page=acme-api/ });
  // The page's `address` as the server answers it.
  expect(publicLink).toHaveAttribute('href', 'http://localhost/public-page?page=acme-api');
  expect(publicLink).toHaveAttribute('target', '_blank');
  expect(publicLink).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(row).getByText('Partial system outage')).toBeVisible();
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toContain('4');
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toContain('2');
  expect(within(table).getByRole('row', { name: /Website/ })).toHaveTextContent('All systems operational');
});

it('filters the list by name or address as the user types', async () => {
  const { user } = renderList({ status: 200, body: pages });
  const search = await screen.findByRole('searchbox', { name: 'Search by name or address' });
  await user.type(search, 'WEB');
  expect(screen.getByRole('link', { name: 'Website' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Acme API' })).not.toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'acme-');
  expect(screen.getByRole('link', { name: 'Acme API' })).toBeVisible();
  await user.type(search, 'zzz');
  expect(screen.getByRole('status')).toHaveTextContent('No status pages match “acme-zzz”.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('invites the user to create the first page when there are none', async () => {
  const { user } = renderList({ status: 200, body: [] }, 'owner', usage(0, 1));
  const empty = await screen.findByRole('region', { name: 'No status pages yet' });
  await user.click(within(empty).getByRole('button', { name: 'Create status page' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/add$/);
});

it('says what went wrong and loads again on retry', async () => {
  let up = false;
  const { user } = renderList(() =>
    up ? { status: 200, body: pages } : { status: 500, body: { code: 'internal', message: 'boom' } },
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Status pages could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Acme API' })).toBeVisible();
});

it('marks each unpublished page "Not published" next to its name', async () => {
  renderList({ status: 200, body: [pages[0], { ...pages[1], published: true }] });
  const table = await screen.findByRole('table');
  const draft = within(table).getByRole('rowheader', { name: /Acme API/ });
  expect(within(draft).getByText('Not published')).toBeVisible();
  expect(within(table).getByRole('rowheader', { name: 'Website' })).not.toHaveTextContent('Not published');
});

it('says a server failure is on our side, not the connection', async () => {
  renderList({ status: 500, body: { code: 'internal', message: 'boom' } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong on our side. Try again.');
  expect(alert).not.toHaveTextContent('connection');
});

it('shows the plan allowance and opens the add screen from the header', async () => {
  const { user } = renderList({ status: 200, body: pages });
  expect(await screen.findByTestId('page-allowance')).toHaveTextContent('2 of 5 pages on the Pro plan.');
  await user.click(screen.getByRole('button', { name: 'Create status page' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/add$/);
});

it('disables creating at the plan limit and says why, with the way to upgrade', async () => {
  renderList({ status: 200, body: [pages[0]] }, 'owner', usage(1, 1));
  const allowance = await screen.findByTestId('page-allowance');
  expect(allowance).toHaveTextContent("1 of 1 pages on the Free plan. You have reached your plan's limit.");
  expect(within(allowance).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
    'href',
    '/settings/subscription/plans',
  );
  const create = screen.getByRole('button', { name: 'Create status page' });
  expect(create).toBeDisabled();
  expect(create).toHaveAccessibleDescription(/1 of 1 pages on the Free plan/);
});

it('shows a viewer the pages without any way to create one', async () => {
  const { calls } = renderList({ status: 200, body: [] }, 'viewer');
  expect(await screen.findByRole('region', { name: 'No status pages yet' })).toBeVisible();
  // Wait for the role to be known and rendered before looking for what it hides.
  await waitFor(() => expect(calls.map((call) => call.path)).toContain('/v1/users/roles'));
  await act(() => Promise.resolve());
  expect(screen.queryByRole('button', { name: 'Create status page' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('page-allowance')).not.toBeInTheDocument();
});
