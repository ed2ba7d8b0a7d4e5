import { initTestI18n, type Reply, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { ComponentGroup, PageComponent } from '../../../api/component-types';
import { makeComponent, makeGroup, serveComponents, writes } from '../../../test/component-fixtures';
import { PageComponentsScreen } from './page-components-screen';

// jsdom has no layout: every box is 0×0 at the origin, so dnd-kit's keyboard sensor would find no
// neighbour. Rows get the boxes a browser would give a vertical list (40px each, in document order);
// a list or a group block spans its rows.
const realRect = Element.prototype.getBoundingClientRect;
function box(top: number, height: number): DOMRect {
  return {
    x: 0,
    y: top,
    top,
    left: 0,
    width: 600,
    height,
    right: 600,
    bottom: top + height,
    toJSON: () => ({}),
  };
}
beforeAll(async () => {
  await initTestI18n();
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const rows = [...document.querySelectorAll('li')];
    const own = this instanceof HTMLLIElement ? [this] : [...this.querySelectorAll('li')];
    const indexes = own.map((row) => rows.indexOf(row)).filter((index) => index >= 0);
    if (indexes.length === 0) return box(0, 0);
    const first = Math.min(...indexes);
    return box(first * 40, (Math.max(...indexes) - first + 1) * 40);
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

it('reorders with the keyboard: Space on the grip, ArrowDown, Space persists the new position', async () => {
  const components = [
    makeComponent({ id: 'c1', name: 'API', position: 0 }),
    makeComponent({ id: 'c2', name: 'Website', position: 1 }),
    makeComponent({ id: 'c3', name: 'CDN', position: 2 }),
  ];
  const calls = serveComponents({
    components,
    handler: (call) => {
      if (call.method !== 'PATCH') return undefined;
      // The server's order after the move, for the reload that follows it.
      const [first, second, third] = components;
      if (first && second && third)
        components.splice(0, 3, { ...second, position: 0 }, { ...first, position: 1 }, third);
      return { status: 200, body: { ...first, position: 1 } };
    },
  });
  const { user } = renderInRouter(
    '/statuspages/p1',
    <Routes>
      <Route path="/statuspages/:id" element={<PageComponentsScreen />} />
    </Routes>,
  );
  const grip = await screen.findByRole('button', { name: 'Reorder API' });
  expect(grip).toHaveAttribute('aria-roledescription', 'sortable component');
  grip.focus();
  await user.keyboard(' ');
  await waitFor(() => expect(grip).toHaveAttribute('aria-pressed', 'true'));
  await user.keyboard('{ArrowDown}');
  await user.keyboard(' ');
  await waitFor(() =>
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: '/v1/pages/p1/components/c1', body: { position: 1 } },
    ]),
  );
  expect(screen.getByText(/API was dropped at position 2 of 3 in Components\./)).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Components' })).getAllByRole('listitem')[1],
  ).toHaveTextContent('API');
});

function renderBoard(components: PageComponent[], groups: ComponentGroup[], patch: Reply) {
  const calls = serveComponents({
    components,
    groups,
    handler: (call) => (call.method === 'PATCH' ? patch : undefined),
  });
  const view = renderInRouter(
    '/statuspages/p1',
    <Routes>
      <Route path="/statuspages/:id" element={<PageComponentsScreen />} />
    </Routes>,
  );
  return { calls, ...view };
}

it('moves a component into the group below with the keyboard', async () => {
  const web = makeComponent({ id: 'c2', name: 'Website', position: 1 });
  const { calls, user } = renderBoard(
    [
      makeComponent({ id: 'c1', name: 'API' }),
      web,
      makeComponent({ id: 'c3', name: 'Database', group_id: 'g1' }),
    ],
    [makeGroup({ id: 'g1', name: 'Backend', components: ['c3'] })],
    { status: 200, body: { ...web, group_id: 'g1', position: 1 } },
  );
  const grip = await screen.findByRole('button', { name: 'Reorder Website' });
  grip.focus();
  await user.keyboard(' ');
  await waitFor(() => expect(grip).toHaveAttribute('aria-pressed', 'true'));
  await user.keyboard('{ArrowDown}');
  await user.keyboard(' ');
  await waitFor(() => expect(writes(calls)).toHaveLength(1));
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/pages/p1/components/c2', body: { group_id: 'g1', position: 1 } },
  ]);
  expect(screen.getByText(/Website was dropped at position 2 of 2 in Backend\./)).toBeInTheDocument();
});

it('moves a group below the next one with the keyboard, and Escape cancels a move', async () => {
  const backend = makeGroup({ id: 'g1', name: 'Backend', components: ['c1'] });
  const { calls, user } = renderBoard(
    [
      makeComponent({ id: 'c1', name: 'Database', group_id: 'g1' }),
      makeComponent({ id: 'c2', name: 'CDN', group_id: 'g2' }),
    ],
    [backend, makeGroup({ id: 'g2', name: 'Edge', position: 1, components: ['c2'] })],
    { status: 200, body: { ...backend, position: 1 } },
  );
  const grip = await screen.findByRole('button', { name: 'Reorder group Backend' });
  grip.focus();
  await user.keyboard(' ');
  await waitFor(() => expect(grip).toHaveAttribute('aria-pressed', 'true'));
  await user.keyboard('{ArrowDown}');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.getByText(/Moving Backend was cancelled/)).toBeInTheDocument());
  expect(writes(calls)).toEqual([]);

  grip.focus();
  await user.keyboard(' ');
  await waitFor(() => expect(grip).toHaveAttribute('aria-pressed', 'true'));
  await user.keyboard('{ArrowDown}');
  await user.keyboard(' ');
  await waitFor(() => expect(writes(calls)).toHaveLength(1));
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/pages/p1/component-groups/g1', body: { position: 1 } },
  ]);
  expect(screen.getByText('Group Backend was dropped at position 2 of 2.')).toBeInTheDocument();
});

it('takes a component out of its group with the keyboard, into the slim "Without a group" strip', async () => {
  const db = makeComponent({ id: 'c3', name: 'Database', group_id: 'g1' });
  const { calls, user } = renderBoard(
    [db, makeComponent({ id: 'c4', name: 'Cache', group_id: 'g1', position: 1 })],
    [makeGroup({ id: 'g1', name: 'Backend', components: ['c3', 'c4'] })],
    { status: 200, body: { ...db, group_id: null, position: 0 } },
  );
  const grip = await screen.findByRole('button', { name: 'Reorder Database' });
  expect(screen.queryByRole('heading', { name: 'Without a group' })).not.toBeInTheDocument();
  grip.focus();
  await user.keyboard(' ');
  await waitFor(() => expect(grip).toHaveAttribute('aria-pressed', 'true'));
  await user.keyboard('{ArrowUp}');
  await user.keyboard(' ');
  await waitFor(() => expect(writes(calls)).toHaveLength(1));
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/pages/p1/components/c3', body: { group_id: null, position: 0 } },
  ]);
});
