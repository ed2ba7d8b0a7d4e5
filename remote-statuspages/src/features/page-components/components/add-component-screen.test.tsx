import { deferredReply, initTestI18n, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  type Handler,
  makeComponent,
  makeGroup,
  serveComponents,
  writes,
} from '../../../test/component-fixtures';
import type { Role } from '../../../test/page-fixtures';
import { AddComponentScreen } from './add-component-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

function renderAdd(handler?: Handler, role: Role = 'editor') {
  const calls = serveComponents({ groups: [makeGroup({ id: 'g1', name: 'Backend' })], handler, role });
  const view = renderInRouter(
    '/statuspages/p1/components/add',
    <Routes>
      <Route path="/statuspages/:pageId/components/add" element={<AddComponentScreen />} />
      <Route path="/statuspages/:id" element={<h1>Components tab</h1>} />
    </Routes>,
  );
  return { calls, ...view };
}

// The name's blur message must not appear mid-press: it would move Cancel from under the pointer
// and the browser would drop the click.
it('leaves on the first Cancel while the empty name has focus, without flashing its error', async () => {
  const { user, calls } = renderAdd();
  const name = await screen.findByRole('textbox', { name: 'Name' });
  expect(name).toHaveFocus();
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  await user.pointer({ keys: '[MouseLeft>]', target: cancel });
  expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
  await user.pointer({ keys: '[/MouseLeft]', target: cancel });
  expect(await screen.findByRole('heading', { name: 'Components tab' })).toBeVisible();
  expect(writes(calls)).toEqual([]);
});

it('asks for a name before sending anything', async () => {
  const { user, calls } = renderAdd();
  await user.click(await screen.findByRole('button', { name: 'Add component' }));
  expect(await screen.findByText('Enter a name')).toBeVisible();
  expect(writes(calls)).toEqual([]);
  expect(document.title).toBe('Add component · Acme API · Statusdeck');
});

it('creates the component with every field, disabled while sending, then returns to the components', async () => {
  const reply = deferredReply();
  const { user, calls } = renderAdd((call) => (call.method === 'POST' ? reply.handler() : undefined));
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Payments API ');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Card payments');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Backend');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Under maintenance');
  await user.click(screen.getByRole('switch', { name: 'Show uptime' }));
  await user.click(screen.getByRole('switch', { name: 'Only show if degraded' }));
  await user.type(screen.getByLabelText('Start date'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Add component' }));

  await waitFor(() => expect(screen.getByRole('button', { name: 'Add component' })).toBeDisabled());
  expect(writes(calls)).toEqual([
    {
      method: 'POST',
      path: '/v1/pages/p1/components',
      body: {
        name: 'Payments API',
        description: 'Card payments',
        group_id: 'g1',
        status: 'under_maintenance',
        show_uptime: false,
        only_show_if_degraded: true,
        start_date: '2026-11-01',
      },
    },
  ]);
  reply.resolve({ status: 201, body: makeComponent({ id: 'c5', name: 'Payments API', group_id: 'g1' }) });
  expect(await screen.findByRole('heading', { name: 'Components tab' })).toBeVisible();
  expect(screen.getByText('Component added')).toBeVisible();
});

it("puts the server's validation verdict on the field it names", async () => {
  const { user } = renderAdd((call) =>
    call.method === 'POST'
      ? {
          status: 400,
          body: {
            code: 'validation_failed',
            message: 'Invalid',
            details: [{ field: 'name', code: 'too_long', message: 'too long' }],
          },
        }
      : undefined,
  );
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'API');
  await user.click(screen.getByRole('button', { name: 'Add component' }));
  expect(await screen.findByText('This value is too long')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
});

it('tells a viewer they cannot add components', async () => {
  renderAdd(undefined, 'viewer');
  expect(await screen.findByRole('heading', { name: 'You cannot change components' })).toBeVisible();
  expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
});

it('says so when the status page does not exist', async () => {
  renderAdd((call) =>
    call.path === '/v1/pages/p1/component-groups'
      ? { status: 404, body: { code: 'not_found', message: 'Not found' } }
      : undefined,
  );
  expect(await screen.findByRole('heading', { name: 'Status page not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to status pages' })).toHaveAttribute('href', '/statuspages');
});
