import {
  deferredReply,
  initTestI18n,
  type Reply,
  renderInRouter,
  storeSignedInUser,
} from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  type Handler,
  makeComponent,
  makeGroup,
  serveComponents,
  writes,
} from '../../../testing/component-fixtures';
import type { Role } from '../../../testing/page-fixtures';
import { PageComponentsScreen } from './page-components-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const api = makeComponent({ id: 'c1', name: 'API', position: 0 });
const web = makeComponent({ id: 'c2', name: 'Website', position: 1, status: 'degraded_performance' });
const db = makeComponent({ id: 'c3', name: 'Database', group_id: 'g1', position: 0 });
const cache = makeComponent({ id: 'c4', name: 'Cache', group_id: 'g1', position: 1 });
const backend = makeGroup({ id: 'g1', name: 'Backend', position: 0, components: ['c3', 'c4'] });
const edge = makeGroup({ id: 'g2', name: 'Edge', position: 1, collapsed: true });
const old = makeComponent({ id: 'c9', name: 'Legacy FTP', deleted_at: '2026-11-10T10:00:00.000Z' });

function renderScreen(options: Parameters<typeof serveComponents>[0] = {}) {
  const calls = serveComponents({
    components: [api, web, db, cache, old],
    groups: [backend, edge],
    ...options,
  });
  const view = renderInRouter(
    '/statuspages/p1',
    <Routes>
      <Route path="/statuspages/:id" element={<PageComponentsScreen />} />
      <Route path="/statuspages/:pageId/components/add" element={<h1>Add component screen</h1>} />
      <Route
        path="/statuspages/:pageId/components/:componentId/edit"
        element={<h1>Edit component screen</h1>}
      />
    </Routes>,
  );
  return { calls, ...view };
}

function row(name: string) {
  return screen.getByText(name, { selector: 'span' }).closest('li') as HTMLElement;
}

it('shows a skeleton while the components load', async () => {
  renderScreen({
    handler: (call) => (call.path.endsWith('/components') ? new Promise<Reply>(() => undefined) : undefined),
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading components…');
});

it('invites an editor to add the first component when the page has none', async () => {
  const { user } = renderScreen({ components: [], groups: [] });
  expect(await screen.findByRole('heading', { name: 'No components yet' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add your first component' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/statuspages/p1/components/add');
});

it('explains the failure and loads again on retry', async () => {
  let up = false;
  const { user } = renderScreen({
    handler: (call) =>
      call.path === '/v1/pages/p1/components' && !up
        ? { status: 503, body: { code: 'unavailable', message: 'down' } }
        : undefined,
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The components could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Database')).toBeVisible();
});

it('lists the ungrouped components, then each group in order, with statuses and the plan count', async () => {
  renderScreen();
  const backendSection = await screen.findByRole('region', { name: 'Backend' });
  expect(
    within(backendSection)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('Database'), expect.stringContaining('Cache')]);
  const ungrouped = screen.getByRole('region', { name: 'Without a group' });
  expect(within(ungrouped).getByText('API')).toBeVisible();
  expect(
    within(row('Website')).getByRole('button', { name: /Status of Website: Degraded performance/ }),
  ).toBeVisible();
  expect(screen.getByRole('region', { name: 'Edge' })).toHaveTextContent('No components in this group yet');
  expect(screen.getByRole('region', { name: 'Edge' })).toHaveTextContent('Collapsed on the public page');
  expect(backendSection).not.toHaveTextContent('Collapsed on the public page');
  expect(screen.getByTestId('component-count')).toHaveTextContent('4 of 25 components');
  expect(screen.queryByText('Legacy FTP')).not.toBeInTheDocument();
  expect(document.title).toBe('Components · Acme API · Statusdeck');
});

it('changes a status at once, then keeps it when the server agrees', async () => {
  const reply = deferredReply();
  const { user, calls } = renderScreen({
    handler: (call) => (call.method === 'PATCH' ? reply.handler() : undefined),
  });
  await screen.findByText('API');
  await user.click(within(row('API')).getByRole('button', { name: /Status of API: Operational/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Major outage' }));
  expect(within(row('API')).getByRole('button', { name: /Status of API: Major outage/ })).toBeVisible();
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/pages/p1/components/c1', body: { status: 'major_outage' } },
  ]);
  reply.resolve({ status: 200, body: { ...api, status: 'major_outage' } });
  expect(await screen.findByText('API: major outage')).toBeVisible();
  await waitFor(() =>
    expect(
      calls.filter((call) => call.method === 'GET' && call.path.endsWith('/components')).length,
    ).toBeGreaterThan(1),
  );
});

it('puts the old status back with one error toast when the change fails', async () => {
  const { user } = renderScreen({
    handler: (call) =>
      call.method === 'PATCH' ? { status: 500, body: { code: 'internal', message: 'boom' } } : undefined,
  });
  await screen.findByText('API');
  await user.click(within(row('API')).getByRole('button', { name: /Status of API/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Partial outage' }));
  expect(
    await screen.findByText('The status of API could not be changed. It is back to what it was.'),
  ).toBeVisible();
  expect(within(row('API')).getByRole('button', { name: /Status of API: Operational/ })).toBeVisible();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

it('rolls back only the change that failed when two are under way', async () => {
  const first = deferredReply();
  const second = deferredReply();
  const { user } = renderScreen({
    handler: (call) => {
      if (call.method !== 'PATCH') return undefined;
      return call.path.endsWith('/c1') ? first.handler() : second.handler();
    },
  });
  await screen.findByText('API');
  await user.click(within(row('API')).getByRole('button', { name: /Status of API/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Major outage' }));
  await user.click(within(row('Website')).getByRole('button', { name: /Status of Website/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Partial outage' }));
  first.resolve({ status: 500, body: { code: 'internal', message: 'boom' } });
  expect(
    await screen.findByText('The status of API could not be changed. It is back to what it was.'),
  ).toBeVisible();
  expect(within(row('API')).getByRole('button', { name: /Status of API: Operational/ })).toBeVisible();
  expect(
    within(row('Website')).getByRole('button', { name: /Status of Website: Partial outage/ }),
  ).toBeVisible();
  second.resolve({ status: 200, body: { ...web, status: 'partial_outage' } });
  expect(await screen.findByText('Website: partial outage')).toBeVisible();
});

it('moves a component down within its group from its menu at once, persisting the new position', async () => {
  const components = [api, web, db, cache];
  const reply = deferredReply();
  const { user, calls } = renderScreen({
    components,
    handler: (call) => (call.method === 'PATCH' ? reply.handler() : undefined),
  });
  await screen.findByText('Database');
  await user.click(within(row('Database')).getByRole('button', { name: 'Actions for Database' }));
  await user.click(screen.getByRole('menuitem', { name: 'Move down' }));
  const names = () =>
    within(screen.getByRole('region', { name: 'Backend' }))
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/Database|Cache/).textContent);
  expect(names()).toEqual(['Cache', 'Database']);
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/pages/p1/components/c3', body: { position: 1 } },
  ]);
  // The server now has the new order; the screen reloads it and keeps showing it.
  components.splice(2, 2, { ...db, position: 1 }, { ...cache, position: 0 });
  reply.resolve({ status: 200, body: { ...db, position: 1 } });
  await waitFor(() =>
    expect(calls.filter((call) => call.path.endsWith('/components')).length).toBeGreaterThan(1),
  );
  expect(names()).toEqual(['Cache', 'Database']);
});

it('offers no "Move up" for the first component nor "Move down" for the last', async () => {
  const { user } = renderScreen();
  await screen.findByText('API');
  await user.click(within(row('API')).getByRole('button', { name: 'Actions for API' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Move down']);
  await user.keyboard('{Escape}');
  await user.click(within(row('Website')).getByRole('button', { name: 'Actions for Website' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Move up']);
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/statuspages/p1/components/c2/edit');
});

it('moves a group up among the groups', async () => {
  const { user, calls } = renderScreen();
  await screen.findByText('Database');
  await user.click(screen.getByRole('button', { name: 'Actions for group Edge' }));
  await user.click(screen.getByRole('menuitem', { name: 'Move group up' }));
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/pages/p1/component-groups/g2', body: { position: 0 } },
  ]);
});

it('brings the old order back with a toast when a move fails', async () => {
  const fail: Handler = (call) =>
    call.method === 'PATCH' ? { status: 500, body: { code: 'internal', message: 'boom' } } : undefined;
  const { user } = renderScreen({ handler: fail });
  await screen.findByText('API');
  await user.click(within(row('API')).getByRole('button', { name: 'Actions for API' }));
  await user.click(screen.getByRole('menuitem', { name: 'Move down' }));
  expect(
    await screen.findByText('The new order could not be saved. The previous order is back.'),
  ).toBeVisible();
  const ungrouped = screen.getByRole('region', { name: 'Without a group' });
  expect(within(ungrouped).getAllByRole('listitem')[0]).toHaveTextContent('API');
});

it('lists deleted components on demand and restores one', async () => {
  const { user, calls } = renderScreen({
    handler: (call) =>
      call.method === 'PATCH' ? { status: 200, body: { ...old, deleted_at: null, position: 2 } } : undefined,
  });
  await screen.findByText('API');
  await user.click(screen.getByRole('switch', { name: 'Show deleted' }));
  const deleted = await screen.findByRole('region', { name: 'Deleted components' });
  expect(await within(deleted).findByText('Legacy FTP')).toBeVisible();
  await user.click(within(deleted).getByRole('button', { name: 'Restore Legacy FTP' }));
  expect(await screen.findByText('Legacy FTP is restored')).toBeVisible();
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/pages/p1/components/c9', body: { deleted: false } },
  ]);
});

it.each<Role>(['viewer'])('shows a %s the components without any write control', async (role) => {
  renderScreen({ role });
  await screen.findByText('Database');
  expect(screen.getAllByText('Operational', { selector: 'span' })).toHaveLength(3);
  expect(screen.queryByRole('button', { name: /Status of/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Reorder/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add component' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add group' })).not.toBeInTheDocument();
});

it('adds a group from a dialog, checking its name first', async () => {
  const { user, calls } = renderScreen({
    handler: (call) =>
      call.method === 'POST'
        ? { status: 201, body: makeGroup({ id: 'g3', name: 'Mobile', position: 2 }) }
        : undefined,
  });
  await screen.findByText('API');
  await user.click(screen.getByRole('button', { name: 'Add group' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a component group' });
  expect(within(dialog).getByRole('textbox', { name: 'Group name' })).toHaveFocus();
  expect(within(dialog).queryByText('Enter a name')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
  expect(await within(dialog).findByText('Enter a name')).toBeVisible();
  await user.type(within(dialog).getByRole('textbox', { name: 'Group name' }), '  Mobile ');
  await user.click(within(dialog).getByRole('switch', { name: 'Collapsed by default' }));
  await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
  expect(await screen.findByText('Group created')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(writes(calls)).toEqual([
    {
      method: 'POST',
      path: '/v1/pages/p1/component-groups',
      body: { name: 'Mobile', description: '', collapsed: true },
    },
  ]);
});

it('after a demotion elsewhere, a refused write says why and removes the write controls at once', async () => {
  let demoted = false;
  const { user } = renderScreen({
    handler: (call) => {
      if (call.method === 'GET' && call.path === '/v1/users/me' && demoted) {
        return {
          status: 200,
          body: { id: 'u1', email: 'jane@example.com', organization_id: 'o1', role: 'viewer' },
        };
      }
      if (call.method === 'PATCH') {
        demoted = true;
        return { status: 403, body: { code: 'forbidden', message: 'Your role does not allow this' } };
      }
      return undefined;
    },
  });
  await screen.findByText('API');
  await user.click(within(row('API')).getByRole('button', { name: /Status of API/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Partial outage' }));
  expect(await screen.findByText(/Your role does not allow this/)).toBeVisible();
  expect(screen.queryByText(/could not be changed/)).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: /Status of/ })).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Add component' })).not.toBeInTheDocument();
});
