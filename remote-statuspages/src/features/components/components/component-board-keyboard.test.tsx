import { initTestI18n, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeComponent, serveComponents, writes } from '../../../test/component-fixtures';
import { PageComponentsScreen } from './page-components-screen';

// jsdom has no layout: every box is 0×0 at the origin, so dnd-kit's keyboard sensor would find no
// neighbour. Rows get the boxes a browser would give a vertical list (40px each, in document order).
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(async () => {
  await initTestI18n();
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const rows = [...document.querySelectorAll('li')];
    const index = rows.indexOf(this as HTMLLIElement);
    const top = index < 0 ? 0 : index * 40;
    const height = index < 0 ? 0 : 40;
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
