// The page's Templates tab: loading, empty, error and filled states, writes, and what a viewer sees.
import { initTestI18n, type Reply, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type Handler, makeComponent, serveComponents, writes } from '../../../testing/component-fixtures';
import { makeTemplate } from '../../../testing/incident-fixtures';
import type { Role } from '../../../testing/page-fixtures';
import type { IncidentTemplate } from '../api/templates';
import { TemplatesScreen } from './templates-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const PATH = '/v1/pages/p1/incident-templates';
const api = makeComponent({ id: 'c1', name: 'API', position: 0 });

const outage = makeTemplate({
  id: 't1',
  name: 'Service outage',
  title: 'Service outage',
  status: 'investigating',
  impact: 'critical',
  components: [{ id: 'c1', status: 'major_outage' }],
});
const window = makeTemplate({
  id: 't2',
  name: 'Planned maintenance',
  title: 'Planned maintenance',
  kind: 'maintenance',
  status: 'scheduled',
  impact: 'maintenance',
});

const listOf =
  (templates: IncidentTemplate[]): Handler =>
  (call) =>
    call.method === 'GET' && call.path === PATH ? { status: 200, body: templates } : undefined;

function renderTemplates(handler: Handler, role: Role = 'editor') {
  const calls = serveComponents({ handler, role, components: [api] });
  const view = renderInRouter(
    '/statuspages/p1/templates',
    <Routes>
      <Route path="/statuspages/:id/templates" element={<TemplatesScreen />} />
    </Routes>,
  );
  return { calls, ...view };
}

it('shows a skeleton while the templates load', async () => {
  renderTemplates((call) => (call.path === PATH ? new Promise<Reply>(() => undefined) : undefined));
  expect(await screen.findByRole('status')).toHaveTextContent('Loading templates…');
});

it('invites an editor to add the first template', async () => {
  const { user } = renderTemplates(listOf([]));
  const empty = await screen.findByRole('region', { name: 'No templates yet' });
  expect(screen.getAllByRole('button', { name: 'Add template' })).toHaveLength(1);
  await user.click(within(empty).getByRole('button', { name: 'Add template' }));
  expect(await screen.findByRole('dialog', { name: 'Add a template' })).toBeVisible();
});

it('says why the list could not be loaded, and loads it on a retry', async () => {
  let up = false;
  const list = listOf([outage]);
  const { user } = renderTemplates((call) =>
    !up && call.path === PATH
      ? { status: 500, body: { code: 'internal_error', message: 'boom' } }
      : list(call),
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Templates could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('rowheader', { name: 'Service outage' })).toBeVisible();
});

it('lists each template with how it reports, and lets a viewer only read', async () => {
  renderTemplates(listOf([window, outage]), 'viewer');
  const table = await screen.findByRole('table');
  const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
  expect(first).toHaveTextContent('Planned maintenance');
  expect(first).toHaveTextContent('Maintenance');
  expect(second).toHaveTextContent('Investigating');
  expect(second).toHaveTextContent('Critical');
  expect(second).toHaveTextContent('1 component');
  expect(screen.queryByRole('button', { name: /Add template|Edit|Delete/ })).not.toBeInTheDocument();
});

it('adds a template with its title in another language, status, impact and components', async () => {
  const { user, calls } = renderTemplates((call) =>
    call.method === 'POST' && call.path === PATH
      ? { status: 201, body: makeTemplate({ id: 't9', name: 'Slow API' }) }
      : listOf([outage])(call),
  );
  await user.click(await screen.findByRole('button', { name: 'Add template' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a template' });
  await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
  expect(await within(dialog).findByText('Enter a template name')).toBeVisible();
  expect(writes(calls)).toEqual([]);

  await user.type(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Slow API');
  await user.type(within(dialog).getByRole('textbox', { name: 'Incident title' }), 'The API is slow');
  await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'We are looking into it.');
  await user.click(within(dialog).getByRole('tab', { name: /Russian/ }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Incident title' }), 'API медленный');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Impact' }), 'major');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'identified');
  await user.click(within(dialog).getByRole('checkbox', { name: 'API' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes(calls)).toEqual([
    {
      method: 'POST',
      path: PATH,
      body: {
        name: 'Slow API',
        title: 'The API is slow',
        body: 'We are looking into it.',
        status: 'identified',
        impact: 'major',
        components: [{ id: 'c1', status: 'partial_outage' }],
        translations: { ru: { title: 'API медленный', body: '' } },
      },
    },
  ]);
});

it('asks before deleting a template', async () => {
  const { user, calls } = renderTemplates((call) =>
    call.method === 'DELETE' ? { status: 204, body: null } : listOf([outage])(call),
  );
  await user.click(await screen.findByRole('button', { name: 'Delete Service outage' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Service outage”?' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(writes(calls)).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Delete Service outage' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Delete “Service outage”?' })).getByRole('button', {
      name: 'Delete template',
    }),
  );
  await waitFor(() =>
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: `${PATH}/t1`, body: undefined }]),
  );
});
