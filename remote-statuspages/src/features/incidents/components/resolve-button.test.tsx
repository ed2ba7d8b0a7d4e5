import type { Api } from '@statusdeck/shared';
import { initTestI18n, type Reply, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import ru from '../../../../../locales/ru/translation.json';
import { writes } from '../../../testing/component-fixtures';
import { makeIncident, makeUpdate, serveIncidents } from '../../../testing/incident-fixtures';
import { makePage } from '../../../testing/page-fixtures';
import type { Incident } from '../api/types';
import { IncidentScreen } from './incident-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});
afterEach(() => {
  i18next.removeResourceBundle('ru', 'translation');
  jest.restoreAllMocks();
});

const incident = makeIncident({
  id: 'i1',
  name: 'Checkout failing',
  status: 'identified',
  incident_updates: [makeUpdate({ id: 'u1', status: 'identified', body: 'Found it.' })],
});

const maintenance = makeIncident({
  id: 'i1',
  name: 'Database upgrade',
  kind: 'maintenance',
  status: 'in_progress',
  impact: 'maintenance',
  incident_updates: [makeUpdate({ id: 'u1', status: 'in_progress', body: 'Read-only.' })],
});

/** The incident screen of `current` on a page in `language`, the PATCH answered with the incident. */
function renderOn(language: Api.Language, current: Incident = incident) {
  const calls = serveIncidents({
    incidents: [current],
    handler: (call): Reply | undefined => {
      if (call.method === 'GET' && call.path === '/v1/pages/p1')
        return { status: 200, body: makePage({ default_language: language }) };
      if (call.method === 'PATCH') return { status: 200, body: current };
      return undefined;
    },
  });
  const view = renderInRouter(
    '/statuspages/p1/incidents/i1',
    <Routes>
      <Route path="/statuspages/:pageId/incidents/:id" element={<IncidentScreen />} />
    </Routes>,
  );
  return { calls, ...view };
}

it('prefills the message in the page’s language, not the console’s', async () => {
  i18next.addResourceBundle('ru', 'translation', ru);
  const { user } = renderOn('ru');
  await user.click(await screen.findByRole('button', { name: 'Resolve' }));
  const dialog = screen.getByRole('dialog', { name: 'Resolve "Checkout failing"?' });
  expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Инцидент решён.');
  expect(within(dialog).getByText(/default text in the page's language \(Russian\)/)).toBeVisible();
});

it('waits for the page language’s words, and leaves the message to the responder if they never come', async () => {
  let loaded: () => void = () => undefined;
  jest
    .spyOn(i18next, 'loadLanguages')
    .mockReturnValue(new Promise<void>((resolve) => (loaded = resolve)) as never);
  const { user } = renderOn('ru');
  await user.click(await screen.findByRole('button', { name: 'Resolve' }));
  const dialog = screen.getByRole('dialog', { name: 'Resolve "Checkout failing"?' });
  expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the default message…');
  loaded();
  expect(await within(dialog).findByRole('textbox', { name: 'Message' })).toHaveValue('');
});

it('completes a maintenance with its own default message', async () => {
  const { user, calls } = renderOn('en', maintenance);
  await user.click(await screen.findByRole('button', { name: 'Complete' }));
  const dialog = screen.getByRole('dialog', { name: 'Complete "Database upgrade"?' });
  expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(
    'The scheduled maintenance has been completed.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
  expect(await screen.findByText('Maintenance completed')).toBeVisible();
  expect(writes(calls)).toEqual([
    {
      method: 'PATCH',
      path: '/v1/pages/p1/incidents/i1',
      body: {
        status: 'completed',
        body: 'The scheduled maintenance has been completed.',
        deliver_notifications: true,
      },
    },
  ]);
});

it('refuses an emptied message and sends nothing', async () => {
  const { user, calls } = renderOn('en');
  await user.click(await screen.findByRole('button', { name: 'Resolve' }));
  const dialog = screen.getByRole('dialog', { name: 'Resolve "Checkout failing"?' });
  const message = within(dialog).getByRole('textbox', { name: 'Message' });
  await user.clear(message);
  await user.type(message, '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
  expect(
    await within(dialog).findByText('Write a message: subscribers and the public page show it'),
  ).toBeVisible();
  expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(writes(calls)).toEqual([]);
});

it('prefills the composer when Resolved is chosen, and refuses it emptied', async () => {
  const { user, calls } = renderOn('en');
  const composer = await screen.findByRole('form', { name: 'Post an update' });
  const message = within(composer).getByRole('textbox', { name: 'Message' });
  await user.selectOptions(within(composer).getByRole('combobox', { name: 'Status' }), 'Resolved');
  expect(message).toHaveValue('This incident has been resolved.');
  await user.clear(message);
  await user.click(within(composer).getByRole('button', { name: 'Post update' }));
  expect(
    await within(composer).findByText('Write a message: subscribers and the public page show it'),
  ).toBeVisible();
  expect(writes(calls)).toEqual([]);
});

it('keeps the dialog and the message when the server fails', async () => {
  const calls = serveIncidents({
    incidents: [incident],
    handler: (call) =>
      call.method === 'PATCH' ? { status: 500, body: { code: 'internal', message: 'boom' } } : undefined,
  });
  const { user } = renderInRouter(
    '/statuspages/p1/incidents/i1',
    <Routes>
      <Route path="/statuspages/:pageId/incidents/:id" element={<IncidentScreen />} />
    </Routes>,
  );
  await user.click(await screen.findByRole('button', { name: 'Resolve' }));
  const dialog = screen.getByRole('dialog', { name: 'Resolve "Checkout failing"?' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), ' Rolled back.');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
  expect(await within(dialog).findByText('The incident was not resolved. Try again.')).toBeVisible();
  expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(
    'This incident has been resolved. Rolled back.',
  );
  expect(writes(calls)).toHaveLength(1);
});

it('resolves with the message in Russian too when one is written; the Russian tab starts empty', async () => {
  const { user, calls } = renderOn('en');
  await user.click(await screen.findByRole('button', { name: 'Resolve' }));
  const dialog = screen.getByRole('dialog', { name: 'Resolve "Checkout failing"?' });
  await user.click(within(dialog).getByRole('tab', { name: /^Russian/ }));
  const russian = within(dialog).getByRole('textbox', { name: 'Message' });
  expect(russian).toHaveValue('');
  await user.type(russian, 'Исправлено.');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
  expect(await screen.findByText('Incident resolved')).toBeVisible();
  expect(writes(calls)).toEqual([
    {
      method: 'PATCH',
      path: '/v1/pages/p1/incidents/i1',
      body: {
        status: 'resolved',
        body: 'This incident has been resolved.',
        deliver_notifications: true,
        translations: { ru: { body: 'Исправлено.' } },
      },
    },
  ]);
});
