import { deferredReply, initTestI18n, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import ru from '../../../../../locales/ru/translation.json';
import { makeComponent, makeGroup, writes } from '../../../testing/component-fixtures';
import { makeIncident, makeTemplate, serveIncidents } from '../../../testing/incident-fixtures';
import { AddIncidentScreen } from './add-incident-screen';

beforeAll(initTestI18n);
beforeEach(async () => {
  await i18next.changeLanguage('en');
  localStorage.clear();
  storeSignedInUser();
});

const api = makeComponent({ id: 'c1', name: 'API', position: 0 });
const db = makeComponent({ id: 'c3', name: 'Database', group_id: 'g1', position: 0 });
const cache = makeComponent({ id: 'c4', name: 'Cache', group_id: 'g1', position: 1 });
const backend = makeGroup({ id: 'g1', name: 'Backend', components: ['c3', 'c4'] });

function renderAdd(
  path = '/statuspages/p1/incidents/add',
  options: Parameters<typeof serveIncidents>[0] = {},
) {
  const calls = serveIncidents({
    components: [api, db, cache],
    groups: [backend],
    subscribers: 3,
    ...options,
  });
  const view = renderInRouter(
    path,
    <Routes>
      <Route path="/statuspages/:id/incidents/add" element={<AddIncidentScreen />} />
      <Route path="/statuspages/:pageId/incidents/:id" element={<h1>Incident screen</h1>} />
    </Routes>,
  );
  return { calls, ...view };
}

const created = makeIncident({ id: 'i7', name: 'Checkout failing' });

it('asks for a name and a message before sending anything', async () => {
  const { user, calls } = renderAdd();
  await user.click(await screen.findByRole('button', { name: 'Report incident' }));
  expect(await screen.findByText('Enter a name')).toBeVisible();
  expect(screen.getByText('Write a message')).toBeVisible();
  expect(writes(calls)).toEqual([]);
  expect(document.title).toBe('Report an incident · Acme API · Statusdeck');
  expect(screen.getByRole('link', { name: 'Incidents of Acme API' })).toHaveAttribute(
    'href',
    '/statuspages/p1/incidents',
  );
});

it('reports the incident with its components, disabled while sending, then opens it', async () => {
  const reply = deferredReply();
  const { user, calls } = renderAdd(undefined, {
    handler: (call) => (call.method === 'POST' ? reply.handler() : undefined),
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Checkout failing ');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Identified');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Impact' }), 'Major impact');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Payments fail.{enter}We are on it.');
  const group = screen.getByRole('group', { name: 'Backend' });
  await user.click(within(group).getByRole('checkbox', { name: 'Cache' }));
  await user.click(screen.getByRole('checkbox', { name: 'API' }));
  // Ticked under a major impact: suggested partial outage; one is made a major outage.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Cache' }), 'Major outage');
  expect(screen.getByText('Up to 3 confirmed subscribers will be mailed.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Report incident' }));

  await waitFor(() => expect(screen.getByRole('button', { name: 'Report incident' })).toBeDisabled());
  expect(writes(calls)).toEqual([
    {
      method: 'POST',
      path: '/v1/pages/p1/incidents',
      body: {
        name: 'Checkout failing',
        status: 'identified',
        impact: 'major',
        body: 'Payments fail.\nWe are on it.',
        components: [
          { id: 'c1', status: 'partial_outage' },
          { id: 'c4', status: 'major_outage' },
        ],
        deliver_notifications: true,
      },
    },
  ]);
  reply.resolve({ status: 201, body: created });
  expect(await screen.findByRole('heading', { name: 'Incident screen' })).toBeVisible();
  expect(screen.getByTestId('location')).toHaveTextContent('/statuspages/p1/incidents/i7');
  expect(screen.getByText('Incident reported')).toBeVisible();
});

it('back-fills the start in the page time zone and can skip the notification', async () => {
  const { user, calls } = renderAdd(undefined, {
    subscribers: 1,
    handler: (call) => (call.method === 'POST' ? { status: 201, body: created } : undefined),
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Slow API');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Slow.');
  expect(screen.getByText(/Time zone of the status page: Europe\/Berlin/, { selector: 'p' })).toBeVisible();
  await user.type(screen.getByLabelText('Started at (optional)'), '2026-11-01T09:30');
  await user.click(screen.getByRole('checkbox', { name: 'Notify subscribers by e-mail' }));
  expect(screen.getByText('1 confirmed subscriber will not be mailed.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Report incident' }));
  await screen.findByRole('heading', { name: 'Incident screen' });
  expect(writes(calls)[0]?.body).toMatchObject({
    started_at: '2026-11-01T08:30:00.000Z',
    deliver_notifications: false,
    components: [],
  });
});

it('schedules maintenance with its window converted from the page time zone', async () => {
  const { user, calls } = renderAdd('/statuspages/p1/incidents/add?kind=maintenance', {
    handler: (call) => (call.method === 'POST' ? { status: 201, body: created } : undefined),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Schedule maintenance' })).toBeVisible();
  expect(document.title).toBe('Schedule maintenance · Acme API · Statusdeck');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Database upgrade');
  await user.type(screen.getByLabelText('Starts'), '2027-07-01T22:00');
  await user.type(screen.getByLabelText('Ends'), '2027-07-01T21:00');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Read-only for an hour.');
  await user.click(
    within(screen.getByRole('group', { name: 'Backend' })).getByRole('checkbox', { name: 'Database' }),
  );
  await user.click(screen.getByRole('button', { name: 'Schedule maintenance' }));
  expect(await screen.findByText('The end must be after the start')).toBeVisible();
  expect(writes(calls)).toEqual([]);

  await user.clear(screen.getByLabelText('Ends'));
  await user.type(screen.getByLabelText('Ends'), '2027-07-02T00:30');
  // The zone is named as it stands at the chosen time: summer time in July.
  expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription(
    'Time zone of the status page: Europe/Berlin (CEST).',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Send the reminder' }), '1 day before');
  await user.click(screen.getByRole('switch', { name: 'Start and complete automatically' }));
  await user.click(screen.getByRole('button', { name: 'Schedule maintenance' }));
  await screen.findByRole('heading', { name: 'Incident screen' });
  expect(writes(calls)[0]?.body).toEqual({
    name: 'Database upgrade',
    status: 'scheduled',
    impact: 'maintenance',
    body: 'Read-only for an hour.',
    components: [{ id: 'c3', status: 'under_maintenance' }],
    deliver_notifications: true,
    // 22:00 and 00:30 in Berlin's summer time (UTC+2).
    scheduled_for: '2027-07-01T20:00:00.000Z',
    scheduled_until: '2027-07-01T22:30:00.000Z',
    auto_transition: false,
    remind_subscribers: true,
    reminder_minutes_before: 1440,
  });
  expect(screen.getByText('Maintenance scheduled')).toBeVisible();
});

const outage = makeTemplate({
  id: 't1',
  name: 'Outage of the API',
  title: 'Service outage',
  body: 'Our service is currently unavailable.',
  status: 'identified',
  impact: 'critical',
  components: [{ id: 'c1', status: 'major_outage' }],
  translations: { ru: { title: 'Сервис недоступен', body: 'Сервис сейчас недоступен.' } },
});
const slow = makeTemplate({
  id: 't2',
  name: 'Slow',
  title: 'Slow responses',
  body: 'Slow.',
  impact: 'minor',
});
const window = makeTemplate({ id: 't3', name: 'Planned window', kind: 'maintenance', impact: 'maintenance' });

it("starts from one of the page's templates, which the user can adapt", async () => {
  const { user, calls } = renderAdd(undefined, {
    templates: [outage, slow, window],
    handler: (call) => (call.method === 'POST' ? { status: 201, body: created } : undefined),
  });
  const picker = await screen.findByRole('combobox', { name: 'Start from a template' });
  // Only the incident templates: a maintenance template belongs to the maintenance form.
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['No template', 'Outage of the API', 'Slow']);
  // By keyboard: focus the picker and move down to the first template.
  picker.focus();
  await user.keyboard('{ArrowDown}');
  await user.selectOptions(picker, 'Outage of the API');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Service outage');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('identified');
  expect(screen.getByRole('combobox', { name: 'Impact' })).toHaveValue('critical');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ': checkout');
  await user.click(screen.getByRole('button', { name: 'Report incident' }));
  await screen.findByRole('heading', { name: 'Incident screen' });
  expect(writes(calls)[0]?.body).toMatchObject({
    name: 'Service outage: checkout',
    status: 'identified',
    impact: 'critical',
    body: 'Our service is currently unavailable.',
    components: [{ id: 'c1', status: 'major_outage' }],
    translations: { ru: { name: 'Сервис недоступен', body: 'Сервис сейчас недоступен.' } },
  });
});

it('asks before another template overwrites what the user edited', async () => {
  const { user } = renderAdd(undefined, { templates: [outage, slow] });
  const picker = await screen.findByRole('combobox', { name: 'Start from a template' });
  await user.selectOptions(picker, 'Outage of the API');
  // Untouched since the fill: the next template replaces it without asking.
  await user.selectOptions(picker, 'Slow');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Slow responses');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' in Europe');
  await user.selectOptions(picker, 'Outage of the API');
  const dialog = await screen.findByRole('alertdialog', { name: 'Replace what you wrote?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep my edits' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Slow responses in Europe');

  await user.selectOptions(picker, 'Outage of the API');
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Replace what you wrote?' })).getByRole('button', {
      name: 'Use the template',
    }),
  );
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Service outage');
});

it('offers no picker when the page has no template of the kind', async () => {
  renderAdd('/statuspages/p1/incidents/add?kind=maintenance', { templates: [outage] });
  expect(await screen.findByRole('textbox', { name: 'Name' })).toBeVisible();
  expect(screen.queryByRole('combobox', { name: 'Start from a template' })).not.toBeInTheDocument();
});

it("puts the server's verdict on the field it names, and says nothing else", async () => {
  const { user } = renderAdd(undefined, {
    handler: (call) =>
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
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Outage');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Down.');
  await user.click(screen.getByRole('button', { name: 'Report incident' }));
  expect(await screen.findByText('This value is too long')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says once, above the form, when the server fails', async () => {
  const { user } = renderAdd(undefined, {
    handler: (call) =>
      call.method === 'POST' ? { status: 503, body: { code: 'unavailable', message: 'down' } } : undefined,
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Outage');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Down.');
  await user.click(screen.getByRole('button', { name: 'Report incident' }));
  const alert = await screen.findByRole('alert');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(alert).toHaveTextContent('The service is temporarily unavailable. Please try again in a moment.');
  expect(screen.getByRole('button', { name: 'Report incident' })).toBeEnabled();
});

it('tells a viewer they cannot report incidents', async () => {
  renderAdd(undefined, { role: 'viewer' });
  expect(await screen.findByRole('heading', { name: 'You cannot report incidents' })).toBeVisible();
  expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
});

it('says so when the status page does not exist', async () => {
  renderAdd(undefined, {
    handler: (call) =>
      call.path === '/v1/pages/p1'
        ? { status: 404, body: { code: 'not_found', message: 'Not found' } }
        : undefined,
  });
  expect(await screen.findByRole('heading', { name: 'Status page not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to status pages' })).toHaveAttribute('href', '/statuspages');
});

it('speaks Russian, plurals included', async () => {
  i18next.addResourceBundle('ru', 'translation', ru);
  await i18next.changeLanguage('ru');
  renderAdd('/statuspages/p1/incidents/add?kind=maintenance');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Запланировать технические работы' }),
  ).toBeVisible();
  expect(document.title).toBe('Запланировать технические работы · Acme API · Statusdeck');
  expect(screen.getByRole('link', { name: 'Инциденты · Acme API' })).toBeVisible();
  expect(await screen.findByText('Письмо получат не более 3 подтверждённых подписчиков.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Запланировать работы' })).toBeVisible();
});
