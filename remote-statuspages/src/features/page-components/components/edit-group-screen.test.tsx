import { initTestI18n, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  type Handler,
  makeComponent,
  makeGroup,
  serveComponents,
  writes,
} from '../../../test/component-fixtures';
import { EditGroupScreen } from './edit-group-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const backend = makeGroup({ id: 'g1', name: 'Backend', description: 'Servers', components: ['c2'] });
const edge = makeGroup({ id: 'g2', name: 'Edge', position: 1, components: ['c3'] });
const components = [
  makeComponent({ id: 'c1', name: 'API' }),
  makeComponent({ id: 'c2', name: 'Database', group_id: 'g1' }),
  makeComponent({ id: 'c3', name: 'CDN', group_id: 'g2' }),
];

function renderEditGroup(handler?: Handler) {
  const calls = serveComponents({
    components,
    groups: [backend, edge],
    handler: (call) =>
      handler?.(call) ??
      (call.method === 'GET' && call.path === '/v1/pages/p1/component-groups/g1'
        ? { status: 200, body: backend }
        : undefined),
  });
  const view = renderInRouter(
    '/statuspages/p1/components/g1/edit-group',
    <Routes>
      <Route path="/statuspages/:pageId/components/:componentId/edit-group" element={<EditGroupScreen />} />
      <Route path="/statuspages/:id" element={<h1>Components tab</h1>} />
    </Routes>,
  );
  return { calls, ...view };
}

it('shows the group with its members first, and where the other components are now', async () => {
  renderEditGroup();
  expect(await screen.findByRole('textbox', { name: 'Group name' })).toHaveValue('Backend');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Servers');
  const members = screen.getByRole('group', { name: 'Components in this group' });
  expect(
    within(members)
      .getAllByRole('checkbox')
      .map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]),
  ).toEqual([
    ['Database', true],
    ['API', false],
    ['CDN (now in Edge)', false],
  ]);
  await waitFor(() => expect(document.title).toBe('Edit group Backend · Acme API · Statusdeck'));
});

it('saves the name, the collapsed default and the members that changed', async () => {
  const { user, calls } = renderEditGroup((call) =>
    call.method === 'PATCH' ? { status: 200, body: backend } : undefined,
  );
  const name = await screen.findByRole('textbox', { name: 'Group name' });
  await user.clear(name);
  await user.type(name, 'Core');
  await user.click(screen.getByRole('switch', { name: 'Collapsed by default' }));
  await user.click(screen.getByRole('checkbox', { name: 'CDN (now in Edge)' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('heading', { name: 'Components tab' })).toBeVisible();
  expect(writes(calls)).toEqual([
    {
      method: 'PATCH',
      path: '/v1/pages/p1/component-groups/g1',
      body: { name: 'Core', collapsed: true, components: ['c2', 'c3'] },
    },
  ]);
});

it('deletes only the group, after saying its components are kept and ungrouped', async () => {
  const { user, calls } = renderEditGroup((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
  await user.click(await screen.findByRole('button', { name: 'Delete group' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete group Backend?' });
  expect(dialog).toHaveTextContent('Its 1 component is kept and becomes ungrouped.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
  expect(await screen.findByRole('heading', { name: 'Components tab' })).toBeVisible();
  expect(writes(calls)).toEqual([
    { method: 'DELETE', path: '/v1/pages/p1/component-groups/g1', body: undefined },
  ]);
});

it('says so when the group does not exist', async () => {
  renderEditGroup((call) =>
    call.path === '/v1/pages/p1/component-groups/g1'
      ? { status: 404, body: { code: 'not_found', message: 'Not found' } }
      : undefined,
  );
  expect(await screen.findByRole('heading', { name: 'This group was not found' })).toBeVisible();
});
