import { initTestI18n, type Reply, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeComponent, writes } from '../../../testing/component-fixtures';
import { makeIncident, makeUpdate, serveIncidents } from '../../../testing/incident-fixtures';
import type { Incident } from '../api/types';
import { IncidentScreen } from './incident-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const api = makeComponent({ id: 'c1', name: 'API', status: 'partial_outage' });
const web = makeComponent({ id: 'c2', name: 'Website', position: 1 });

function outage(overrides: Partial<Incident> = {}): Incident {
  return makeIncident({
    id: 'i1',
    name: 'Checkout failing',
    status: 'identified',
    impact: 'major',
    components: [{ id: 'c1', name: 'API', status: 'partial_outage' }],
    incident_updates: [
      makeUpdate({
        id: 'u2',
        status: 'identified',
        body: 'Found it: a bad deploy. See https://acme.example/post\n<script>alert(1)</script>',
        display_at: '2026-11-20T11:00:00.000Z',
        affected_components: [{ id: 'c1', name: 'API', status: 'partial_outage' }],
      }),
      makeUpdate({
        id: 'u1',
        status: 'investigating',
        body: 'Looking into it.',
        deliver_notifications: false,
      }),
    ],
    ...overrides,
  });
}

function renderIncident(options: Parameters<typeof serveIncidents>[0] = {}) {
  const calls = serveIncidents({ incidents: [outage()], components: [api, web], subscribers: 2, ...options });
  const view = renderInRouter(
    '/statuspages/p1/incidents/i1',
    <Routes>
      <Route path="/statuspages/:pageId/incidents/:id" element={<IncidentScreen />} />
      <Route path="/statuspages/:id/incidents" element={<h1>Incidents list</h1>} />
    </Routes>,
  );
  return { calls, ...view };
}

const reply = (body: unknown, status = 200): Reply => ({ status, body });

it('shows a skeleton while the incident loads', async () => {
  renderIncident({
    handler: (call) => (call.path.endsWith('/i1') ? new Promise<Reply>(() => undefined) : undefined),
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the incident…');
});

it('shows the incident, its components and its timeline newest first, messages as plain text', async () => {
  renderIncident();
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout failing' })).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Checkout failing · Acme API · Statusdeck'));
  expect(screen.getByText('Major impact')).toHaveAttribute('data-tone', 'orange');
  const affected = screen.getByRole('region', { name: 'Affected components' });
  expect(within(affected).getByText('Partial outage')).toBeVisible();
  const entries = screen.getAllByRole('listitem', { name: /^Update of/ });
  expect(entries.map((entry) => within(entry).getAllByText(/./)[0]?.textContent)).toEqual([
    'Identified',
    'Investigating',
  ]);
  const newest = entries[0] as HTMLElement;
  expect(within(newest).getByRole('link', { name: 'https://acme.example/post' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  expect(newest.querySelector('script')).toBeNull();
  expect(newest).toHaveTextContent('<script>alert(1)</script>');
  // Its relative words ("2 days ago", "last week") depend on today; the moment it names does not.
  expect(newest.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T11:00:00.000Z');
});

it('names two updates posted in the same minute apart: status and place in the timeline', async () => {
  const sameMinute = outage({
    incident_updates: [
      makeUpdate({
        id: 'u3',
        status: 'investigating',
        body: 'Still looking.',
        display_at: '2026-11-20T11:00:40.000Z',
      }),
      makeUpdate({
        id: 'u2',
        status: 'investigating',
        body: 'Looking.',
        display_at: '2026-11-20T11:00:10.000Z',
      }),
      makeUpdate({ id: 'u1', status: 'identified', body: 'Found.', display_at: '2026-11-20T11:00:00.000Z' }),
    ],
  });
  serveIncidents({ incidents: [sameMinute], components: [api, web], subscribers: 2 });
  renderInRouter(
    '/statuspages/p1/incidents/i1',
    <Routes>
      <Route path="/statuspages/:pageId/incidents/:id" element={<IncidentScreen />} />
    </Routes>,
  );
  const entries = await screen.findAllByRole('listitem', { name: /^Update of/ });
  const names = entries.map((entry) => entry.getAttribute('aria-label'));
  expect(names).toEqual([
    'Update of 20 Nov 2026, 12:00 CET (Investigating, 3 of 3)',
    'Update of 20 Nov 2026, 12:00 CET (Investigating, 2 of 3)',
    'Update of 20 Nov 2026, 12:00 CET (Identified, 1 of 3)',
  ]);
  const edits = screen.getAllByRole('button', { name: /^Edit the update of/ });
  expect(new Set(edits.map((button) => button.getAttribute('aria-label'))).size).toBe(3);
  expect(edits[1]).toHaveAccessibleName('Edit the update of 20 Nov 2026, 12:00 CET (Investigating, 2 of 3)');
});

it('leads back to the incidents of its status page, named in words of the console language', async () => {
  renderIncident();
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout failing' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Incidents of Acme API' })).toHaveAttribute(
    'href',
    '/statuspages/p1/incidents',
  );
});

it('marks only the updates posted with the e-mail notification on, without claiming anyone was mailed', async () => {
  renderIncident();
  const [newest, oldest] = await screen.findAllByRole('listitem', { name: /^Update of/ });
  // The newest went out with deliver_notifications, the oldest without.
  expect(newest).toHaveTextContent('E-mail notification on');
  expect(oldest).not.toHaveTextContent('E-mail notification on');
  for (const entry of [newest, oldest]) expect(entry).not.toHaveTextContent(/mailed|sent/i);
});

it('shows a viewer the incident without any write control', async () => {
  renderIncident({ role: 'viewer' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout failing' })).toBeVisible();
  for (const name of ['Resolve', 'Delete', 'Edit details', /^Edit the update/, 'Post update']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('form', { name: 'Post an update' })).not.toBeInTheDocument();
});

it('says so when the incident does not exist, with the way back', async () => {
  renderIncident({ incidents: [] });
  expect(await screen.findByRole('heading', { name: 'Incident not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Incidents of Acme API' })).toHaveAttribute(
    'href',
    '/statuspages/p1/incidents',
  );
});

it('explains a failure by its cause and loads again on retry', async () => {
  let up = false;
  const { user } = renderIncident({
    handler: (call) =>
      call.path.endsWith('/i1') && !up ? reply({ code: 'unavailable', message: 'x' }, 503) : undefined,
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong on our side. Try again.');
  expect(alert).not.toHaveTextContent(/connection/);
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout failing' })).toBeVisible();
});

it('posts the next update and shows the new timeline; an update needs words or a new status', async () => {
  const posted = outage({
    status: 'monitoring',
    incident_updates: [
      makeUpdate({ id: 'u3', status: 'monitoring', body: 'Fix deployed.' }),
      ...outage().incident_updates,
    ],
  });
  const { user, calls } = renderIncident({
    handler: (call) => (call.method === 'PATCH' ? reply(posted) : undefined),
  });
  const composer = await screen.findByRole('form', { name: 'Post an update' });
  await user.click(within(composer).getByRole('button', { name: 'Post update' }));
  expect(await within(composer).findByText('Write a message or change the status')).toBeVisible();
  expect(writes(calls)).toEqual([]);

  expect(within(composer).getByRole('checkbox', { name: 'API' })).toBeChecked();
  await user.selectOptions(within(composer).getByRole('combobox', { name: 'Status' }), 'Monitoring');
  await user.type(within(composer).getByRole('textbox', { name: 'Message' }), 'Fix deployed.');
  await user.selectOptions(within(composer).getByRole('combobox', { name: 'Status of API' }), 'Operational');
  expect(within(composer).getByText('Up to 2 confirmed subscribers will be mailed.')).toBeVisible();
  await user.click(within(composer).getByRole('button', { name: 'Post update' }));
  expect(await screen.findByText('Fix deployed.', { selector: 'p' })).toBeVisible();
  expect(writes(calls)).toEqual([
    {
      method: 'PATCH',
      path: '/v1/pages/p1/incidents/i1',
      body: {
        status: 'monitoring',
        body: 'Fix deployed.',
        components: [{ id: 'c1', status: 'operational' }],
        deliver_notifications: true,
      },
    },
  ]);
  expect(screen.getByText('Update posted')).toBeVisible();
  expect(
    within(screen.getByRole('form', { name: 'Post an update' })).getByRole('textbox', { name: 'Message' }),
  ).toHaveValue('');
});

it('corrects an update in place: its text and its display time on the page clock', async () => {
  let current = outage();
  const { user, calls } = renderIncident({
    handler: (call) => {
      if (call.method === 'GET' && call.path === '/v1/pages/p1/incidents/i1') return reply(current);
      if (call.method !== 'PUT') return undefined;
      const [newest, ...rest] = current.incident_updates;
      const corrected = { ...(newest ?? makeUpdate({ id: 'u2' })), body: 'A bad deploy, rolled back.' };
      current = { ...current, incident_updates: [corrected, ...rest] };
      return reply(corrected);
    },
  });
  const newest = (await screen.findAllByRole('listitem', { name: /^Update of/ }))[0] as HTMLElement;
  await user.click(
    within(newest).getByRole('button', {
      name: 'Edit the update of 20 Nov 2026, 12:00 CET (Identified, 2 of 2)',
    }),
  );
  const form = within(newest).getByRole('form', { name: 'Correct this update' });
  // 11:00 UTC is 12:00 in Berlin, the page's zone.
  expect(within(form).getByLabelText('Shown as posted at')).toHaveValue('2026-11-20T12:00');
  await user.clear(within(form).getByRole('textbox', { name: 'Message' }));
  await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'A bad deploy, rolled back.');
  await user.clear(within(form).getByLabelText('Shown as posted at'));
  await user.type(within(form).getByLabelText('Shown as posted at'), '2026-11-20T11:45');
  await user.click(within(form).getByRole('button', { name: 'Save correction' }));
  expect(await screen.findByText('A bad deploy, rolled back.', { selector: 'p' })).toBeVisible();
  expect(writes(calls)).toEqual([
    {
      method: 'PUT',
      path: '/v1/pages/p1/incidents/i1/incident_updates/u2',
      body: { body: 'A bad deploy, rolled back.', display_at: '2026-11-20T10:45:00.000Z' },
    },
  ]);
  expect(screen.getByText('Update corrected')).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Correct this update' })).not.toBeInTheDocument();
});

it('a correction of the text alone keeps the exact posting time (the field shows minutes only)', async () => {
  let current = outage();
  const { user, calls } = renderIncident({
    handler: (call) => {
      if (call.method === 'GET' && call.path === '/v1/pages/p1/incidents/i1') return reply(current);
      if (call.method !== 'PUT') return undefined;
      const [newest, ...rest] = current.incident_updates;
      const corrected = { ...(newest ?? makeUpdate({ id: 'u2' })), body: 'Typo fixed.' };
      current = { ...current, incident_updates: [corrected, ...rest] };
      return reply(corrected);
    },
  });
  const newest = (await screen.findAllByRole('listitem', { name: /^Update of/ }))[0] as HTMLElement;
  await user.click(
    within(newest).getByRole('button', {
      name: 'Edit the update of 20 Nov 2026, 12:00 CET (Identified, 2 of 2)',
    }),
  );
  const form = within(newest).getByRole('form', { name: 'Correct this update' });
  await user.clear(within(form).getByRole('textbox', { name: 'Message' }));
  await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Typo fixed.');
  await user.click(within(form).getByRole('button', { name: 'Save correction' }));
  expect(await screen.findByText('Typo fixed.', { selector: 'p' })).toBeVisible();
  expect(writes(calls)).toEqual([
    { method: 'PUT', path: '/v1/pages/p1/incidents/i1/incident_updates/u2', body: { body: 'Typo fixed.' } },
  ]);
});

it('resolves with the prefilled message, which the responder may edit', async () => {
  const resolved = outage({ status: 'resolved', resolved_at: '2026-11-20T12:00:00.000Z' });
  const { user, calls } = renderIncident({
    handler: (call) => (call.method === 'PATCH' ? reply(resolved) : undefined),
  });
  await user.click(await screen.findByRole('button', { name: 'Resolve' }));
  const dialog = screen.getByRole('dialog', { name: 'Resolve "Checkout failing"?' });
  const message = within(dialog).getByRole('textbox', { name: 'Message' });
  expect(message).toHaveValue('This incident has been resolved.');
  await user.type(message, ' The bad deploy was rolled back.');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument());
  expect(writes(calls)).toEqual([
    {
      method: 'PATCH',
      path: '/v1/pages/p1/incidents/i1',
      body: {
        status: 'resolved',
        body: 'This incident has been resolved. The bad deploy was rolled back.',
        deliver_notifications: true,
      },
    },
  ]);
  expect(screen.getByText('Incident resolved')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('edits the name and impact without touching the timeline', async () => {
  const { user, calls } = renderIncident({
    handler: (call) =>
      call.method === 'PATCH' ? reply(outage({ name: 'Checkout down', impact: 'critical' })) : undefined,
  });
  await user.click(await screen.findByRole('button', { name: 'Edit details' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit incident details' });
  await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Checkout down');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Impact' }), 'Critical impact');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Checkout down' })).toBeVisible();
  expect(writes(calls)).toEqual([
    {
      method: 'PATCH',
      path: '/v1/pages/p1/incidents/i1',
      body: { name: 'Checkout down', impact: 'critical' },
    },
  ]);
});

it('deletes only once the name is typed, then returns to the incidents', async () => {
  const { user, calls } = renderIncident({
    handler: (call) => (call.method === 'DELETE' ? { status: 204 } : undefined),
  });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete "Checkout failing"?' });
  const confirm = within(dialog).getByRole('button', { name: 'Delete incident' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox'), 'Checkout failing');
  await user.click(confirm);
  expect(await screen.findByRole('heading', { name: 'Incidents list' })).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/pages/p1/incidents/i1', body: undefined }]);
  expect(screen.getByText('"Checkout failing" deleted')).toBeVisible();
});

it('says what a resolving update does to the components it leaves alone', async () => {
  const { user } = renderIncident();
  const composer = await screen.findByRole('form', { name: 'Post an update' });
  expect(within(composer).queryByText(/return to operational/)).not.toBeInTheDocument();
  await user.selectOptions(within(composer).getByRole('combobox', { name: 'Status' }), 'Resolved');
  expect(
    within(composer).getByText('Components whose status you leave unchanged return to operational.'),
  ).toBeVisible();
});
