import {
  deferredReply,
  initTestI18n,
  type Reply,
  renderInRouter,
  storeSignedInUser,
} from '@statusdeck/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { Route, Routes } from 'react-router-dom';
import { makePage, type Role, serveConsole } from '../../../testing/page-fixtures';
import { PageLayout } from './page-layout';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});
afterEach(() => act(() => toast.remove()));

function renderLayout(table: Parameters<typeof serveConsole>[0], role: Role = 'editor') {
  const calls = serveConsole(table, role);
  const view = renderInRouter(
    '/statuspages/p1',
    <Routes>
      <Route path="/statuspages/:id" element={<PageLayout />}>
        <Route index element={<p>Components tab</p>} />
      </Route>
    </Routes>,
  );
  return { calls, ...view };
}

const patches = (calls: { method: string; path: string; body?: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH').map(({ path, body }) => ({ path, body }));

it('marks a draft page "Not published" and an editor publishes it from the header, with one toast', async () => {
  const reply = deferredReply();
  const { calls, user } = renderLayout({
    'GET /v1/pages/p1': { status: 200, body: makePage({ published: false }) },
    'PATCH /v1/pages/p1': () => reply.handler(),
  });
  const header = (await screen.findByRole('heading', { level: 1, name: 'Acme API' })).closest('header');
  if (!header) throw new Error('no page header');
  expect(within(header).getByText('Not published')).toBeVisible();
  const publish = await within(header).findByRole('button', { name: 'Publish' });
  await user.click(publish);
  expect(publish).toBeDisabled();
  expect(patches(calls)).toEqual([{ path: '/v1/pages/p1', body: { published: true } }]);
  reply.resolve({ status: 200, body: makePage({ published: true }) });
  expect(await screen.findByText('Acme API is published: visitors can see it now')).toBeVisible();
  await waitFor(() => expect(within(header).queryByText('Not published')).not.toBeInTheDocument());
  expect(within(header).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  expect(
    screen.getAllByRole('status').filter((node) => node.textContent?.includes('published')),
  ).toHaveLength(1);
});

it('keeps the page a draft and says so once when publishing fails', async () => {
  const { user } = renderLayout({
    'GET /v1/pages/p1': { status: 200, body: makePage({ published: false }) },
    'PATCH /v1/pages/p1': { status: 500, body: { code: 'internal', message: 'boom' } } satisfies Reply,
  });
  await user.click(await screen.findByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('The page could not be published. Try again.')).toBeVisible();
  expect(screen.getByText('Not published')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
});

it('shows a viewer the draft badge but no Publish button', async () => {
  const { calls } = renderLayout(
    { 'GET /v1/pages/p1': { status: 200, body: makePage({ published: false }) } },
    'viewer',
  );
  expect(await screen.findByText('Not published')).toBeVisible();
  await waitFor(() => expect(calls.map((call) => call.path)).toContain('/v1/users/roles'));
  await act(() => Promise.resolve());
  expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
});

it('shows neither badge nor button for a published page', async () => {
  renderLayout({ 'GET /v1/pages/p1': { status: 200, body: makePage({ published: true }) } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme API' })).toBeVisible();
  expect(screen.queryByText('Not published')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
});
