import { initTestI18n, type Reply, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  type Handler,
  makeComponent,
  makeGroup,
  serveComponents,
  writes,
} from '../../../test/component-fixtures';
import type { Role } from '../../../test/page-fixtures';
import { EditComponentScreen } from './edit-component-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const api = makeComponent({
  id: 'c1',
  name: 'API',
  description: 'Public REST API',
  group_id: 'g1',
  status: 'partial_outage',
  start_date: '2026-01-15',
});

function renderEdit(handler?: Handler, role: Role = 'editor') {
  const calls = serveComponents({
    role,
    components: [api],
    groups: [
      makeGroup({ id: 'g1', name: 'Backend', components: ['c1'] }),
      makeGroup({ id: 'g2', name: 'Edge', position: 1 }),
    ],
    handler: (call) =>
      handler?.(call) ??
      (call.method === 'GET' && call.path === '/v1/pages/p1/components/c1'
        ? { status: 200, body: api }
        : undefined),
  });
  const view = renderInRouter(
    '/statuspages/p1/components/c1/edit',
    <Routes>
      <Route path="/statuspages/:pageId/components/:componentId/edit" element={<EditComponentScreen />} />
      <Route path="/statuspages/:id" element={<h1>Components tab</h1>} />
    </Routes>,
  );
  return { calls, ...view };
}

it("fills the form with the component's values", async () => {
  renderEdit();
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('API');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Public REST API');
  expect(screen.getByRole('combobox', { name: 'Group' })).toHaveDisplayValue('Backend');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Partial outage');
  expect(screen.getByLabelText('Start date')).toHaveValue('2026-01-15');
  expect(screen.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Edit API · Acme API · Statusdeck'));
});

it('sends only what changed (moving it to another group or out of any), then goes back', async () => {
  const { user, calls } = renderEdit((call) =>
    call.method === 'PATCH' ? { status: 200, body: { ...api, group_id: null } } : undefined,
  );
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Group' }), 'No group');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Operational');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('heading', { name: 'Components tab' })).toBeVisible();
  expect(screen.getByText('Component saved')).toBeVisible();
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/pages/p1/components/c1', body: { group_id: null, status: 'operational' } },
  ]);
});

it('deletes the component after a confirmation, saying how to restore it', async () => {
  const { user, calls } = renderEdit((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
  await user.click(await screen.findByRole('button', { name: 'Delete component' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete API?' });
  expect(dialog).toHaveTextContent('You can restore it later from the deleted components.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete component' }));
  expect(await screen.findByRole('heading', { name: 'Components tab' })).toBeVisible();
  expect(screen.getByText('API is deleted. Turn on “Show deleted” to restore it.')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/pages/p1/components/c1', body: undefined }]);
});

it('says so when the component does not exist, with the way back', async () => {
  const { user } = renderEdit((call) =>
    call.path === '/v1/pages/p1/components/c1'
      ? { status: 404, body: { code: 'not_found', message: 'Not found' } }
      : undefined,
  );
  expect(await screen.findByRole('heading', { name: 'This component was not found' })).toBeVisible();
  const links = screen.getAllByRole('link', { name: 'Back to components' });
  await user.click(links[links.length - 1] as HTMLElement);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/statuspages\/p1$/);
});

it('shows a skeleton while the component loads', async () => {
  renderEdit((call) =>
    call.path === '/v1/pages/p1/components/c1' ? new Promise<Reply>(() => undefined) : undefined,
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the form…');
});

it('offers a retry when the component could not be loaded', async () => {
  let up = false;
  const { user } = renderEdit((call) =>
    call.path === '/v1/pages/p1/components/c1' && !up
      ? { status: 503, body: { code: 'unavailable', message: 'down' } }
      : undefined,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The components could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('API');
});

it('tells a viewer they cannot change components', async () => {
  renderEdit(undefined, 'viewer');
  expect(await screen.findByRole('heading', { name: 'You cannot change components' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Delete component' })).not.toBeInTheDocument();
});
