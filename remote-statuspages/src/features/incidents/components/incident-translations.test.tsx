import { initTestI18n, type Reply, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { writes } from '../../../testing/component-fixtures';
import { makeIncident, makeUpdate, serveIncidents } from '../../../testing/incident-fixtures';
import { makePage } from '../../../testing/page-fixtures';
import type { Incident } from '../api/types';
import { AddIncidentScreen } from './add-incident-screen';
import { IncidentScreen } from './incident-screen';

beforeAll(initTestI18n);
beforeEach(async () => {
  await i18next.changeLanguage('en');
  localStorage.clear();
  storeSignedInUser();
});

const reply = (body: unknown, status = 200): Reply => ({ status, body });

function renderAdd(options: Parameters<typeof serveIncidents>[0] = {}) {
  const calls = serveIncidents(options);
  const view = renderInRouter(
    '/statuspages/p1/incidents/add',
    <Routes>
      <Route path="/statuspages/:id/incidents/add" element={<AddIncidentScreen />} />
      <Route path="/statuspages/:pageId/incidents/:id" element={<h1>Incident screen</h1>} />
    </Routes>,
  );
  return { calls, ...view };
}

const outage = makeIncident({
  id: 'i1',
  name: 'Checkout failing',
  translations: { ru: { name: 'Оплата не работает' } },
  incident_updates: [
    makeUpdate({ id: 'u3', status: 'identified', body: 'A bad deploy.', display_at: '2026-11-20T12:00:00Z' }),
    makeUpdate({ id: 'u2', status: 'identified', body: '', display_at: '2026-11-20T11:00:00Z' }),
    makeUpdate({
      id: 'u1',
      body: 'Looking into it.',
      translations: { ru: { body: 'Разбираемся.' } },
    }),
  ],
});

function renderIncident(options: Parameters<typeof serveIncidents>[0] = {}) {
  const calls = serveIncidents({ incidents: [outage], ...options });
  const view = renderInRouter(
    '/statuspages/p1/incidents/i1',
    <Routes>
      <Route path="/statuspages/:pageId/incidents/:id" element={<IncidentScreen />} />
    </Routes>,
  );
  return { calls, ...view };
}

describe('the report form', () => {
  it('has a tab per language, the default first: arrows, Home and End move and select', async () => {
    const { user } = renderAdd();
    const tabs = await screen.findByRole('tablist', { name: 'Language of the text' });
    const english = within(tabs).getByRole('tab', { name: 'English default' });
    const russian = within(tabs).getByRole('tab', { name: 'Russian optional — falls back to English' });
    expect(within(tabs).getAllByRole('tab')).toEqual([english, russian]);
    expect(english).toHaveAttribute('aria-selected', 'true');
    expect(russian).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'English default' })).toContainElement(
      screen.getByRole('textbox', { name: 'Name' }),
    );

    english.focus();
    await user.keyboard('{ArrowRight}');
    expect(russian).toHaveFocus();
    expect(russian).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: /^Russian/ });
    expect(
      within(panel).getByText(
        'Optional. Readers of the page in Russian get this text; without it they get the English text.',
      ),
    ).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await user.keyboard('{Home}');
    expect(english).toHaveFocus();
    expect(english).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(russian).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(english).toHaveFocus();
  });

  it('sends the Russian name and message with the English ones, keeping each tab its own draft', async () => {
    const { user, calls } = renderAdd({
      handler: (call) =>
        call.method === 'POST' ? reply(makeIncident({ id: 'i7', name: 'x' }), 201) : undefined,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Checkout failing');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Payments fail.');
    await user.click(screen.getByRole('tab', { name: /^Russian/ }));
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste(' Оплата не работает ');
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste('Платежи не проходят.');
    await user.click(screen.getByRole('tab', { name: /^English/ }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Checkout failing');
    await user.click(screen.getByRole('button', { name: 'Report incident' }));
    await screen.findByRole('heading', { name: 'Incident screen' });
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/pages/p1/incidents',
        body: {
          name: 'Checkout failing',
          status: 'investigating',
          impact: 'minor',
          body: 'Payments fail.',
          components: [],
          deliver_notifications: true,
          translations: { ru: { name: 'Оплата не работает', body: 'Платежи не проходят.' } },
        },
      },
    ]);
  });

  it('leaves translations out when no other language has text, and sends only the fields written', async () => {
    const { user, calls } = renderAdd({
      handler: (call) =>
        call.method === 'POST' ? reply(makeIncident({ id: 'i7', name: 'x' }), 201) : undefined,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Slow API');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Slow.');
    await user.click(screen.getByRole('tab', { name: /^Russian/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Report incident' }));
    await screen.findByRole('heading', { name: 'Incident screen' });
    expect(writes(calls)[0]?.body).not.toHaveProperty('translations');
  });

  it('checks the Russian text against the same limits, opening its tab when only it is wrong', async () => {
    const { user, calls } = renderAdd();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Slow API');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Slow.');
    await user.click(screen.getByRole('tab', { name: /^Russian/ }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    // Pasted, not typed: 201 characters one key at a time would be slow.
    await user.click(name);
    await user.paste('я'.repeat(201));
    await user.click(screen.getByRole('tab', { name: /^English/ }));
    await user.click(screen.getByRole('button', { name: 'Report incident' }));

    const russian = await screen.findByRole('tab', {
      name: 'Russian optional — falls back to English · needs a fix',
    });
    await waitFor(() => expect(russian).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('Use at most 200 characters')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'English default' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('puts the page default language first and marks it default', async () => {
    renderAdd({
      handler: (call) =>
        call.method === 'GET' && call.path === '/v1/pages/p1'
          ? reply(makePage({ default_language: 'ru' }))
          : undefined,
    });
    const tabs = await screen.findByRole('tablist', { name: 'Language of the text' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Russian default', 'English optional — falls back to Russian']);
  });
});

describe('the incident screen', () => {
  it('notes each update with words but no Russian text, and shows the text Russian readers get', async () => {
    const { user } = renderIncident({ role: 'viewer' });
    const entries = await screen.findAllByRole('listitem', { name: /^Update of/ });
    const [newest, statusOnly, first] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(newest).getByText('No Russian text — readers get English')).toBeVisible();
    // Nothing to translate in a status-only update, and the first one has its Russian text.
    expect(within(statusOnly).queryByText(/No Russian text/)).toBeNull();
    expect(within(first).queryByText(/No Russian text/)).toBeNull();
    expect(within(first).getByText('Looking into it.')).toBeVisible();

    const toggle = screen.getByRole('tablist', { name: 'Show the text readers get in' });
    await user.click(within(toggle).getByRole('tab', { name: 'Russian' }));
    expect(within(toggle).getByRole('tab', { name: 'Russian' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Russian' });
    expect(within(panel).getByText('Name: Оплата не работает')).toHaveAttribute('lang', 'ru');
    expect(within(first).getByText('Разбираемся.').closest('[lang]')).toHaveAttribute('lang', 'ru');
    // Without a translation, Russian readers get the English text, and the note says so.
    expect(within(newest).getByText('A bad deploy.').closest('[lang]')).toHaveAttribute('lang', 'en');
    await user.keyboard('{ArrowLeft}');
    expect(within(first).getByText('Looking into it.')).toBeVisible();
  });

  it('notes an incident name with no Russian text', async () => {
    const { user } = renderIncident({ incidents: [{ ...outage, translations: {} }] });
    const toggle = await screen.findByRole('tablist', { name: 'Show the text readers get in' });
    await user.click(within(toggle).getByRole('tab', { name: 'Russian' }));
    expect(screen.getByText('No Russian name — readers get English')).toBeVisible();
  });

  it('posts an update with its Russian text; a Russian text alone is refused', async () => {
    const posted: Incident = {
      ...outage,
      incident_updates: [makeUpdate({ id: 'u4', body: 'Fixed.' }), ...outage.incident_updates],
    };
    const { user, calls } = renderIncident({
      handler: (call) => (call.method === 'PATCH' ? reply(posted) : undefined),
    });
    const composer = await screen.findByRole('form', { name: 'Post an update' });
    await user.selectOptions(within(composer).getByRole('combobox', { name: 'Status' }), 'Monitoring');
    await user.click(within(composer).getByRole('tab', { name: /^Russian/ }));
    await user.type(within(composer).getByRole('textbox', { name: 'Message' }), 'Исправлено.');
    await user.click(within(composer).getByRole('button', { name: 'Post update' }));
    expect(
      await within(composer).findByText(
        'Write the message in the default language first: a translation goes with it',
      ),
    ).toBeVisible();
    expect(writes(calls)).toEqual([]);

    await user.click(within(composer).getByRole('tab', { name: /^English/ }));
    await user.type(within(composer).getByRole('textbox', { name: 'Message' }), 'Fixed.');
    await user.click(within(composer).getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText('Update posted')).toBeVisible();
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/v1/pages/p1/incidents/i1',
        body: {
          status: 'monitoring',
          body: 'Fixed.',
          deliver_notifications: true,
          translations: { ru: { body: 'Исправлено.' } },
        },
      },
    ]);
  });

  it('corrects an update in each language, starting from the text it has', async () => {
    const { user, calls } = renderIncident({
      handler: (call) =>
        call.method === 'PUT'
          ? reply(makeUpdate({ id: 'u1', body: 'Looking.', translations: { ru: { body: 'Смотрим.' } } }))
          : undefined,
    });
    const first = (await screen.findAllByRole('listitem', { name: /^Update of/ }))[2] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: /^Edit the update/ }));
    const form = within(first).getByRole('form', { name: 'Correct this update' });
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await user.clear(within(form).getByRole('textbox', { name: 'Message' }));
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Looking.');
    await user.click(within(form).getByRole('tab', { name: /^Russian/ }));
    const russian = within(form).getByRole('textbox', { name: 'Message' });
    expect(russian).toHaveValue('Разбираемся.');
    // Switching tabs keeps focus on the tab, not the field.
    expect(within(form).getByRole('tab', { name: /^Russian/ })).toHaveFocus();
    await user.clear(russian);
    await user.type(russian, 'Смотрим.');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Update corrected')).toBeVisible();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/pages/p1/incidents/i1/incident_updates/u1',
        body: { body: 'Looking.', translations: { ru: { body: 'Смотрим.' } } },
      },
    ]);
  });

  it('refuses to empty a Russian text already published, and sends nothing', async () => {
    const { user, calls } = renderIncident();
    const first = (await screen.findAllByRole('listitem', { name: /^Update of/ }))[2] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: /^Edit the update/ }));
    const form = within(first).getByRole('form', { name: 'Correct this update' });
    await user.click(within(form).getByRole('tab', { name: /^Russian/ }));
    await user.clear(within(form).getByRole('textbox', { name: 'Message' }));
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(
      await within(form).findByText('This text is already published: correct it rather than empty it'),
    ).toBeVisible();
    expect(writes(calls)).toEqual([]);
  });

  it('edits the incident name in Russian', async () => {
    const { user, calls } = renderIncident({
      handler: (call) => (call.method === 'PATCH' ? reply(outage) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit incident details' });
    await user.click(within(dialog).getByRole('tab', { name: /^Russian/ }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Оплата не работает');
    await user.clear(name);
    await user.type(name, 'Сбой оплаты');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Incident details saved')).toBeVisible();
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/v1/pages/p1/incidents/i1',
        body: { name: 'Checkout failing', translations: { ru: { name: 'Сбой оплаты' } }, impact: 'minor' },
      },
    ]);
  });
});
