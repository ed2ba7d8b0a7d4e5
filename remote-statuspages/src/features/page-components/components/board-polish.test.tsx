import { initTestI18n, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import ru from '../../../../../locales/ru/translation.json';
import { type Handler, makeComponent, makeGroup, serveComponents } from '../../../testing/component-fixtures';
import { PageComponentsScreen } from './page-components-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});
afterEach(() => i18next.changeLanguage('en'));

const db = makeComponent({ id: 'c3', name: 'Database', group_id: 'g1', position: 0 });
const cache = makeComponent({ id: 'c4', name: 'Cache', group_id: 'g1', position: 1 });
const backend = makeGroup({ id: 'g1', name: 'Backend', components: ['c3', 'c4'] });
const old = makeComponent({ id: 'c9', name: 'Legacy FTP', deleted_at: '2026-11-23T10:00:00.000Z' });

function renderBoard(handler?: Handler, components = [db, cache, old]) {
  const calls = serveComponents({ components, groups: [backend], handler });
  const view = renderInRouter(
    '/statuspages/p1',
    <Routes>
      <Route path="/statuspages/:id" element={<PageComponentsScreen />} />
    </Routes>,
  );
  return { calls, ...view };
}

function clippers(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (
      [style.overflow, style.overflowX, style.overflowY].some((value) =>
        /hidden|clip|auto|scroll/.test(value),
      )
    )
      found.push(node);
  }
  return found;
}

it("opens the last row's status menu with nothing around it clipping the menu", async () => {
  const { user } = renderBoard();
  await screen.findByText('Cache');
  await user.click(screen.getByRole('button', { name: /Status of Cache/ }));
  const menu = screen.getByRole('menu');
  expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
  expect(clippers(menu)).toEqual([]);
  await user.keyboard('{ArrowUp}');
  expect(within(menu).getByRole('menuitem', { name: 'Under maintenance' })).toHaveFocus();
});

it('words a server failure as ours and keeps the add buttons disabled until the board loads', async () => {
  renderBoard((call) =>
    call.path === '/v1/pages/p1/components'
      ? { status: 500, body: { code: 'internal', message: 'x' } }
      : undefined,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong on our side. Try again.');
  expect(alert).not.toHaveTextContent('connection');
  expect(screen.getByRole('button', { name: 'Add component' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Add group' })).toBeDisabled();
});

it('asks to check the connection only when the request never reached the server', async () => {
  renderBoard((call) =>
    call.path === '/v1/pages/p1/components' ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not reach the server. Check your connection and try again.',
  );
});

it('shrinks "Without a group" to a slim drop strip, with no heading, when every component is grouped', async () => {
  renderBoard();
  await screen.findByText('Cache');
  expect(screen.getByRole('button', { name: 'Add component' })).toBeEnabled();
  const strip = screen.getByRole('region', { name: 'Without a group' });
  expect(within(strip).queryByRole('heading')).not.toBeInTheDocument();
  // Still a list a component can be dropped into (pointer or keyboard).
  expect(within(strip).getByRole('list', { name: 'Without a group' })).toHaveTextContent(
    'Every component is in a group. Drag one here to take it out.',
  );
  expect(getComputedStyle(strip).borderStyle).toBe('dashed');
});

it('does not claim every component is in a group when there are no components, only empty groups', async () => {
  serveComponents({ components: [old], groups: [makeGroup({ id: 'g1', name: 'Backend', components: [] })] });
  renderInRouter(
    '/statuspages/p1',
    <Routes>
      <Route path="/statuspages/:id" element={<PageComponentsScreen />} />
    </Routes>,
  );
  const group = await screen.findByRole('list', { name: 'Backend' });
  expect(group).toHaveTextContent('No components in this group yet.');
  expect(screen.queryByText(/Every component is in a group/)).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Without a group' })).not.toBeInTheDocument();
});

it('keeps the full "Without a group" section when some component is in none', async () => {
  renderBoard(undefined, [db, cache, makeComponent({ id: 'c1', name: 'API' })]);
  const section = await screen.findByRole('region', { name: 'Without a group' });
  expect(within(section).getByRole('heading', { name: 'Without a group' })).toBeVisible();
  expect(within(section).getByText('API')).toBeVisible();
});

it('dates a deleted component in the UI language', async () => {
  i18next.addResourceBundle('ru', 'translation', ru);
  await i18next.changeLanguage('ru');
  const { user } = renderBoard();
  await screen.findByText('Cache');
  await user.click(screen.getByRole('switch', { name: 'Показать удалённые' }));
  const deleted = await screen.findByRole('region', { name: 'Удалённые компоненты' });
  const date = await within(deleted).findByText(/^удалён 23 ноября 2026/);
  expect(date).toBeVisible();
  // The year keeps its "г." on the same line.
  expect(date.textContent).toBe('удалён 23 ноября 2026\u00a0г.');
});
