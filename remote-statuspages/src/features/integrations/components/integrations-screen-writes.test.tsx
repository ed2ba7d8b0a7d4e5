// The integrations screen's writes: add (client rules, server refusals), edit, remove, re-enable, test.
import { screen, waitFor, within } from '@testing-library/react';
import type { Integration } from '../../../api/integration-types';
import { writes } from '../../../testing/component-fixtures';
import {
  INTEGRATIONS_PATH,
  integrationsOf,
  makeIntegration,
  renderIntegrations,
  withIntegrationsScreenHooks,
} from '../../../testing/integration-fixtures';

withIntegrationsScreenHooks();

const DISCORD_URL = 'https://discord.com/api/webhooks/123/secret-token';

type User = ReturnType<typeof renderIntegrations>['user'];

/** Replaces a field's text the way a paste does (one input event, not one per character). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

it('checks the add form as the server would, before sending anything', async () => {
  const { user, calls } = renderIntegrations(integrationsOf([]));
  await user.click(await screen.findByRole('button', { name: 'Add integration' }));
  const dialog = screen.getByRole('dialog', { name: 'Add an integration' });
  expect(within(dialog).getByRole('radio', { name: 'Slack' })).toHaveFocus();
  expect(within(dialog).getByRole('radio', { name: 'Microsoft Teams' })).toBeInTheDocument();
  expect(within(dialog).getByText(/turn on Incoming Webhooks/)).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Add integration' }));
  expect(await within(dialog).findByText('Enter the incoming-webhook URL')).toBeVisible();

  const url = within(dialog).getByRole('textbox', { name: 'Incoming-webhook URL' });
  await fill(user, url, 'http://hooks.slack.com/services/T1/B2/x');
  await user.click(within(dialog).getByRole('button', { name: 'Add integration' }));
  expect(
    await within(dialog).findByText('Enter an https URL, such as https://hooks.slack.com/services/…'),
  ).toBeVisible();
  await fill(user, url, 'https://me:pw@hooks.slack.com/services/T1/B2/x');
  await user.click(within(dialog).getByRole('button', { name: 'Add integration' }));
  expect(await within(dialog).findByText('The URL must not contain a user name or password')).toBeVisible();

  // Each service says where its URL comes from.
  await user.click(within(dialog).getByRole('radio', { name: 'Discord' }));
  expect(within(dialog).getByText(/Integrations → Webhooks → New Webhook/)).toBeVisible();
  expect(writes(calls)).toEqual([]);
});

it('adds an integration, with the server refusals said on the field or in a toast', async () => {
  const all: Integration[] = [];
  const list = integrationsOf(all);
  let answers = [
    {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'invalid',
        details: [{ field: 'url', code: 'private_address', message: 'Must not point to a private network' }],
      },
    },
    { status: 409, body: { code: 'integration_limit_reached', message: 'limit' } },
  ];
  const { user, calls } = renderIntegrations((call) => {
    if (call.method !== 'POST' || call.path !== INTEGRATIONS_PATH) return list(call);
    const [next, ...rest] = answers;
    answers = rest;
    if (next) return next;
    const created = makeIntegration(1, {
      kind: 'discord',
      name: 'Community',
      component_ids: ['c2'],
      language: 'ru',
    });
    all.push(created);
    return { status: 201, body: created };
  });
  await user.click(await screen.findByRole('button', { name: 'Add integration' }));
  const dialog = screen.getByRole('dialog', { name: 'Add an integration' });
  await user.click(within(dialog).getByRole('radio', { name: 'Discord' }));
  await fill(user, within(dialog).getByRole('textbox', { name: 'Label' }), 'Community');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Incoming-webhook URL' }), DISCORD_URL);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Website' }));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'Russian');
  expect(within(dialog).getByRole('option', { name: 'Page default (English)' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Add integration' }));
  expect(await within(dialog).findByText('Must not point to a private network')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Add integration' }));
  expect(
    await screen.findByText(
      'This page already has 20 integrations, the most it can have. Remove one to add another.',
    ),
  ).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Add integration' }));
  expect(await screen.findByText('Community is added')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await within(screen.getByRole('table')).findByText('Community')).toBeVisible();
  const body = {
    kind: 'discord',
    url: DISCORD_URL,
    name: 'Community',
    component_ids: ['c2'],
    language: 'ru',
  };
  expect(writes(calls)).toEqual([1, 2, 3].map(() => ({ method: 'POST', path: INTEGRATIONS_PATH, body })));
});

it('edits an integration without showing its URL, replacing the URL only when a new one is given', async () => {
  const all = [makeIntegration(1, { component_ids: ['c1'] })];
  const list = integrationsOf(all);
  const { user, calls } = renderIntegrations((call) => {
    if (call.method !== 'PATCH') return list(call);
    const changes = call.body as Partial<Integration>;
    all[0] = { ...(all[0] as Integration), ...changes };
    return { status: 200, body: all[0] };
  });
  await user.click(await screen.findByRole('button', { name: 'Edit Team chat 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Team chat 1' });
  const name = within(dialog).getByRole('textbox', { name: 'Label' });
  expect(name).toHaveFocus();
  expect(name).toHaveValue('Team chat 1');
  expect(within(dialog).getByText('Current URL')).toBeVisible();
  expect(within(dialog).getByText('https://hooks.slack.com/…/x9Q1')).toBeVisible();
  expect(within(dialog).getByRole('textbox', { name: 'New incoming-webhook URL' })).toHaveValue('');
  expect(within(dialog).getByRole('checkbox', { name: 'API' })).toBeChecked();
  expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();

  await user.clear(name);
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByText('Enter a label')).toBeVisible();
  await user.type(name, 'Incidents');
  await user.click(within(dialog).getByRole('checkbox', { name: 'API' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Incidents is saved')).toBeVisible();
  expect(await within(screen.getByRole('table')).findByText('All components')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Edit Incidents' }));
  const again = screen.getByRole('dialog', { name: 'Edit Incidents' });
  const url = 'https://hooks.slack.com/services/T1/B2/new';
  await fill(user, within(again).getByRole('textbox', { name: 'New incoming-webhook URL' }), url);
  await user.click(within(again).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes(calls)).toEqual([
    {
      method: 'PATCH',
      path: `${INTEGRATIONS_PATH}/i1`,
      body: { name: 'Incidents', component_ids: [], language: null },
    },
    {
      method: 'PATCH',
      path: `${INTEGRATIONS_PATH}/i1`,
      body: { name: 'Incidents', url, component_ids: [], language: null },
    },
  ]);
});

it('removes an integration only after a confirmation', async () => {
  const all = [makeIntegration(1), makeIntegration(2)];
  const list = integrationsOf(all);
  const { user, calls } = renderIntegrations((call) => {
    if (call.method !== 'DELETE') return list(call);
    all.splice(0, 1);
    return { status: 204 };
  });
  await user.click(await screen.findByRole('button', { name: 'Remove Team chat 1' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Remove Team chat 1?' });
  // The safe choice has the focus: Enter does not remove.
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(writes(calls)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Remove Team chat 1' }));
  dialog = screen.getByRole('alertdialog', { name: 'Remove Team chat 1?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove integration' }));
  expect(await screen.findByText('Team chat 1 is removed')).toBeVisible();
  await waitFor(() =>
    expect(within(screen.getByRole('table')).queryByText('Team chat 1')).not.toBeInTheDocument(),
  );
  expect(writes(calls)).toEqual([{ method: 'DELETE', path: `${INTEGRATIONS_PATH}/i1`, body: undefined }]);
});

it('re-enables an integration disabled after failed deliveries', async () => {
  const all = [makeIntegration(1, { state: 'disabled', disabled_at: '2026-11-20T09:30:00.000Z' })];
  const list = integrationsOf(all);
  const { user, calls } = renderIntegrations((call) => {
    if (call.method !== 'PATCH') return list(call);
    all[0] = { ...(all[0] as Integration), state: 'active', disabled_at: null };
    return { status: 200, body: all[0] };
  });
  await user.click(await screen.findByRole('button', { name: 'Re-enable Team chat 1' }));
  expect(await screen.findByText('Team chat 1 is active again')).toBeVisible();
  const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
  await waitFor(() => expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('Active'));
  expect(screen.queryByRole('button', { name: /^Re-enable/ })).not.toBeInTheDocument();
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: `${INTEGRATIONS_PATH}/i1`, body: { enabled: true } },
  ]);
});

it('sends a test message and says so, or says why a disabled integration was sent nothing', async () => {
  const list = integrationsOf([
    makeIntegration(1),
    makeIntegration(2, { state: 'disabled', disabled_at: '2026-11-20T09:30:00.000Z' }),
  ]);
  const { user, calls } = renderIntegrations((call) => {
    if (call.method !== 'POST' || !call.path.endsWith('/test')) return list(call);
    return call.path === `${INTEGRATIONS_PATH}/i1/test`
      ? { status: 202, body: { delivery_id: 'del-test' } }
      : { status: 409, body: { code: 'integration_not_active', message: 'disabled' } };
  });
  await user.click(await screen.findByRole('button', { name: 'Send a test message to Team chat 1' }));
  expect(await screen.findByText('A test message is on its way to Team chat 1')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Send a test message to Team chat 2' }));
  expect(
    await screen.findByText(
      'This integration is disabled after failed deliveries, so it is sent nothing. Re-enable it first.',
    ),
  ).toBeVisible();
  expect(writes(calls)).toEqual([
    { method: 'POST', path: `${INTEGRATIONS_PATH}/i1/test`, body: undefined },
    { method: 'POST', path: `${INTEGRATIONS_PATH}/i2/test`, body: undefined },
  ]);
});
