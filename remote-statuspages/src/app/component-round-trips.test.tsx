import type { Api } from '@statusdeck/shared';
import { initTestI18n, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { ComponentGroup, PageComponent } from '../api/component-types';
import { AddComponentScreen } from '../features/page-components/components/add-component-screen';
import { EditComponentScreen } from '../features/page-components/components/edit-component-screen';
import { EditGroupScreen } from '../features/page-components/components/edit-group-screen';
import { PageComponentsScreen } from '../features/page-components/components/page-components-screen';
import { PageLayout } from '../features/statuspages/components/page-layout';
import { makeComponent, makeGroup, serveComponents } from '../test/component-fixtures';
import { makePage } from '../test/page-fixtures';

// The board's lists stay cached while another screen writes (nothing refetches by itself);
// these walk the way a user does and expect the board to show the write when they come back.

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

function renderConsole(components: PageComponent[], groups: ComponentGroup[]) {
  const calls = serveComponents({
    components,
    groups,
    handler: (call) => {
      const body = call.body as Record<string, unknown>;
      if (call.method === 'POST' && call.path === '/v1/pages/p1/components') {
        const created = makeComponent({
          id: 'new',
          name: String(body.name),
          group_id: (body.group_id as string) ?? null,
          position: 9,
        });
        components.push(created);
        const group = groups.find((candidate) => candidate.id === created.group_id);
        group?.components.push(created.id);
        return { status: 201, body: created };
      }
      const single = /^\/v1\/pages\/p1\/(components|component-groups)\/([^/]+)$/.exec(call.path);
      if (call.method === 'GET' && single) {
        const found = [...components, ...groups].find((item) => item.id === single[2]);
        return found ? { status: 200, body: found } : undefined;
      }
      if (call.method === 'PATCH' && single?.[1] === 'components') {
        const index = components.findIndex((item) => item.id === single[2]);
        const updated = { ...components[index], ...body } as PageComponent;
        components.splice(index, 1, updated);
        return { status: 200, body: updated };
      }
      if (call.method === 'PATCH' && single?.[1] === 'component-groups') {
        const index = groups.findIndex((item) => item.id === single[2]);
        const updated = { ...groups[index], ...body } as ComponentGroup;
        groups.splice(index, 1, updated);
        components.forEach((component, at) => {
          if (updated.components.includes(component.id))
            components[at] = { ...component, group_id: updated.id };
        });
        return { status: 200, body: updated };
      }
      return undefined;
    },
  });
  const view = renderInRouter(
    '/statuspages/p1',
    <Routes>
      <Route path="/statuspages/:id" element={<PageComponentsScreen />} />
      <Route path="/statuspages/:pageId/components/add" element={<AddComponentScreen />} />
      <Route path="/statuspages/:pageId/components/:componentId/edit" element={<EditComponentScreen />} />
      <Route path="/statuspages/:pageId/components/:componentId/edit-group" element={<EditGroupScreen />} />
    </Routes>,
  );
  return { calls, ...view };
}

it('shows a component added on its own screen in its group on the board at once', async () => {
  const { user } = renderConsole(
    [makeComponent({ id: 'c1', name: 'API' })],
    [makeGroup({ id: 'g1', name: 'Backend' })],
  );
  await screen.findByText('API');
  await user.click(screen.getByRole('button', { name: 'Add component' }));
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Queue');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Backend');
  await user.click(screen.getByRole('button', { name: 'Add component' }));
  const backend = await screen.findByRole('list', { name: 'Backend' });
  expect(await within(backend).findByText('Queue')).toBeVisible();
  expect(screen.getByTestId('component-count')).toHaveTextContent('2 of 25 components');
});

it('shows an edit and a group change made on their screens when coming back to the board', async () => {
  const components = [
    makeComponent({ id: 'c1', name: 'API' }),
    makeComponent({ id: 'c2', name: 'Database' }),
  ];
  const groups = [makeGroup({ id: 'g1', name: 'Backend' })];
  const { user } = renderConsole(components, groups);
  await screen.findByText('API');

  await user.click(screen.getByRole('button', { name: 'Actions for API' }));
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Public API');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const ungrouped = await screen.findByRole('list', { name: 'Without a group' });
  expect(await within(ungrouped).findByText('Public API')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Actions for group Backend' }));
  await user.click(screen.getByRole('menuitem', { name: 'Edit group' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Database' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const backend = await screen.findByRole('list', { name: 'Backend' });
  expect(await within(backend).findByText('Database')).toBeVisible();
}, 15_000);

it("updates the page's overall status in the page header after a status change", async () => {
  const components = [makeComponent({ id: 'c1', name: 'API' })];
  let overall: Api.Page['status'] = 'none';
  serveComponents({
    components,
    handler: (call) => {
      if (call.method === 'GET' && call.path === '/v1/pages/p1') {
        return { status: 200, body: makePage({ status: overall }) };
      }
      if (call.method === 'PATCH') {
        overall = 'minor';
        return { status: 200, body: { ...components[0], status: 'partial_outage' } };
      }
      return undefined;
    },
  });
  const { user } = renderInRouter(
    '/statuspages/p1',
    <Routes>
      <Route path="/statuspages/:id" element={<PageLayout />}>
        <Route index element={<PageComponentsScreen />} />
      </Route>
    </Routes>,
  );
  expect(await screen.findByText('All systems operational')).toBeVisible();
  await user.click(await screen.findByRole('button', { name: /Status of API/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Partial outage' }));
  expect(await screen.findByText('Minor service outage')).toBeVisible();
});
