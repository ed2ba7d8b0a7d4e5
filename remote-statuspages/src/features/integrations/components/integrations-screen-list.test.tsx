// The integrations screen's list: loading, empty, error and filled states, and what a viewer sees.
import type { Reply } from '@statusdeck/shared/testing';
import { formatDateTime, viewerTimeZone } from '@statusdeck/shared/time';
import { screen, waitFor, within } from '@testing-library/react';
import { deliveryLog, makeDelivery } from '../../../testing/delivery-fixtures';
import {
  INTEGRATIONS_PATH,
  integrationsOf,
  makeIntegration,
  renderIntegrations,
  withIntegrationsScreenHooks,
} from '../../../testing/integration-fixtures';

withIntegrationsScreenHooks();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const DISABLED_AT = '2026-11-20T09:30:00.000Z';

it('shows a skeleton while the integrations load', async () => {
  renderIntegrations((call) =>
    call.path === INTEGRATIONS_PATH ? new Promise<Reply>(() => undefined) : undefined,
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Loading integrations…');
});

it('explains what integrations do and invites an editor to add the first one', async () => {
  const { user } = renderIntegrations(integrationsOf([]));
  const empty = await screen.findByRole('region', { name: 'No integrations yet' });
  expect(empty).toHaveTextContent(
    'every incident update, every maintenance notice and every component status change',
  );
  // The empty state's own button is the one way to add: no second one in the toolbar.
  expect(screen.getAllByRole('button', { name: 'Add integration' })).toHaveLength(1);
  await user.click(within(empty).getByRole('button', { name: 'Add integration' }));
  expect(screen.getByRole('dialog', { name: 'Add an integration' })).toBeVisible();
});

it('says why the list could not be loaded, and loads it on a retry', async () => {
  let up = false;
  const list = integrationsOf([makeIntegration(1)]);
  const { user } = renderIntegrations((call) =>
    !up && call.path === INTEGRATIONS_PATH
      ? { status: 500, body: { code: 'internal_error', message: 'boom' } }
      : list(call),
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The integrations could not be loaded');
  expect(alert).toHaveTextContent('Something went wrong on our side.');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Team chat 1')).toBeVisible();
});

it('lists service, label, URL hint, components, language, state and last delivery of each', async () => {
  renderIntegrations(
    integrationsOf([
      makeIntegration(1, {
        last_delivery: { status_code: 200, error: null, created_at: minutesAgo(5) },
      }),
      makeIntegration(2, {
        kind: 'teams',
        name: 'Operations',
        url_hint: 'https://acme.webhook.office.com/…/Ab12',
        component_ids: ['c2', 'c1'],
        language: 'ru',
        last_delivery: { status_code: 500, error: null, created_at: minutesAgo(60) },
      }),
      makeIntegration(3, {
        kind: 'discord',
        name: 'Community',
        component_ids: ['c2', 'gone'],
        language: 'en',
        state: 'disabled',
        disabled_at: DISABLED_AT,
        last_delivery: { status_code: null, error: 'timeout after 10 s', created_at: minutesAgo(120) },
      }),
    ]),
  );
  const table = await screen.findByRole('table');
  const [first, second, third] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
  const cells = (row: HTMLElement | undefined) => within(row as HTMLElement).getAllByRole('cell');

  expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent(
    'Team chat 1Slackhttps://hooks.slack.com/…/x9Q1',
  );
  expect(cells(first)[0]).toHaveTextContent('All components');
  expect(cells(first)[1]).toHaveTextContent('Page default');
  expect(cells(first)[2]).toHaveTextContent('Active');
  expect(cells(first)[3]).toHaveTextContent('5 minutes ago');
  expect(cells(first)[3]).toHaveTextContent('OK');

  expect(within(second as HTMLElement).getByRole('rowheader')).toHaveTextContent('OperationsMicrosoft Teams');
  // The page's order, whatever order the filter lists them in.
  expect(cells(second)[0]).toHaveTextContent('API and Website');
  expect(cells(second)[1]).toHaveTextContent('Russian');
  expect(cells(second)[3]).toHaveTextContent('1 hour ago');
  expect(cells(second)[3]).toHaveTextContent('HTTP 500');

  expect(within(third as HTMLElement).getByRole('rowheader')).toHaveTextContent('CommunityDiscord');
  // A component removed since is left out.
  expect(cells(third)[0]).toHaveTextContent(/^ComponentsWebsite$/);
  expect(cells(third)[1]).toHaveTextContent('English');
  expect(cells(third)[2]).toHaveTextContent(
    `Disabledsince ${formatDateTime(DISABLED_AT, 'en', viewerTimeZone())}`,
  );
  expect(
    within(cells(third)[2] as HTMLElement).getByText(formatDateTime(DISABLED_AT, 'en', viewerTimeZone())),
  ).toHaveAttribute('datetime', DISABLED_AT);
  expect(within(third as HTMLElement).getByRole('button', { name: 'Re-enable Community' })).toBeVisible();
  expect(cells(third)[3]).toHaveTextContent('2 hours ago');
  expect(cells(third)[3]).toHaveTextContent('timeout after 10 s');

  expect(screen.getByText('3 integrations')).toBeVisible();
});

it('keeps a long label whole, wrapping only between its words', async () => {
  const name = 'Incident room of the platform engineering team';
  renderIntegrations(integrationsOf([makeIntegration(1, { name })]));
  const label = await screen.findByText(name);
  expect(label).toHaveStyle({ overflowWrap: 'break-word', wordBreak: 'normal' });
});

it('shows a viewer the list and the delivery log, without any write action', async () => {
  const log = deliveryLog(`${INTEGRATIONS_PATH}/i1/deliveries`, [makeDelivery(1, { event: 'test' })]);
  const list = integrationsOf([
    makeIntegration(1),
    makeIntegration(2, { state: 'disabled', disabled_at: DISABLED_AT }),
  ]);
  const { user, calls } = renderIntegrations((call) => log(call) ?? list(call), 'viewer');
  await screen.findByRole('table');
  expect(screen.queryByRole('button', { name: 'Add integration' })).not.toBeInTheDocument();
  for (const action of [/^Send a test message/, /^Edit/, /^Remove/, /^Re-enable/]) {
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  }
  await user.click(screen.getByRole('button', { name: 'Deliveries of Team chat 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Deliveries of Team chat 1' });
  expect(await within(dialog).findByText('Test event')).toBeVisible();
  expect(within(dialog).queryByRole('button', { name: 'Send test message' })).not.toBeInTheDocument();
  await waitFor(() =>
    expect(calls.filter((call) => call.method !== 'GET' && call.path.startsWith('/v1/pages'))).toEqual([]),
  );
});
