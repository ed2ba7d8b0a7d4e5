// An integration's delivery log: the same log as a webhook's, read page after page, with a test message.

import { formatDateTime, viewerTimeZone } from '@statusdeck/shared/time';
import { screen, waitFor, within } from '@testing-library/react';
import type { Delivery } from '../../../api/delivery-types';
import { deliveryLog, makeDelivery } from '../../../testing/delivery-fixtures';
import {
  INTEGRATIONS_PATH,
  integrationsOf,
  makeIntegration,
  renderIntegrations,
  withIntegrationsScreenHooks,
} from '../../../testing/integration-fixtures';

withIntegrationsScreenHooks();

const LOG = `${INTEGRATIONS_PATH}/i1/deliveries`;

it('lists the deliveries, loads more by the cursor, and shows a test message once delivered', async () => {
  const all: Delivery[] = Array.from({ length: 22 }, (_, index) =>
    makeDelivery(index + 1, { event: index === 1 ? 'component.update' : 'incident.update' }),
  );
  const serve = deliveryLog(LOG, all);
  const list = integrationsOf([makeIntegration(1)]);
  const { user, calls } = renderIntegrations((call) => {
    if (call.method === 'POST' && call.path === `${INTEGRATIONS_PATH}/i1/test`) {
      // Delivered in the background: in the log from its next reading on.
      all.unshift(makeDelivery(0, { delivery_id: 'del-test', event: 'test', status_code: 204 }));
      return { status: 202, body: { delivery_id: 'del-test' } };
    }
    return serve(call) ?? list(call);
  });
  await user.click(await screen.findByRole('button', { name: 'Deliveries of Team chat 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Deliveries of Team chat 1' });
  expect(within(dialog).getByText('https://hooks.slack.com/…/x9Q1')).toBeVisible();
  const table = await within(dialog).findByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Component update');
  await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(23));
  expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Send test message' }));
  expect(await screen.findByText('A test message is on its way to Team chat 1')).toBeVisible();
  expect(await within(dialog).findByText('HTTP 204')).toBeVisible();
  expect(
    calls
      .filter((call) => call.path === LOG)
      .map((call) => call.url)
      .slice(0, 2),
  ).toEqual([`${LOG}?limit=20`, `${LOG}?limit=20&cursor=20`]);
});

it('says in the log of a disabled integration that it was disabled and since when', async () => {
  const disabledAt = '2026-11-20T09:30:00.000Z';
  const list = integrationsOf([
    makeIntegration(1, { state: 'disabled', disabled_at: disabledAt }),
    makeIntegration(2),
  ]);
  const log = deliveryLog(LOG, [makeDelivery(1, { status_code: 500 })]);
  const other = deliveryLog(`${INTEGRATIONS_PATH}/i2/deliveries`, []);
  const { user } = renderIntegrations((call) => log(call) ?? other(call) ?? list(call));
  await user.click(await screen.findByRole('button', { name: 'Deliveries of Team chat 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Deliveries of Team chat 1' });
  expect(within(dialog).getByText('Disabled after failed deliveries')).toBeVisible();
  const since = within(dialog).getByText(formatDateTime(disabledAt, 'en', viewerTimeZone()));
  expect(since).toHaveAttribute('datetime', disabledAt);
  expect(since.parentElement).toHaveTextContent(
    `since ${formatDateTime(disabledAt, 'en', viewerTimeZone())}`,
  );
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: 'Deliveries of Team chat 2' }));
  const active = screen.getByRole('dialog', { name: 'Deliveries of Team chat 2' });
  expect(await within(active).findByText('No deliveries yet.')).toBeVisible();
  expect(within(active).queryByText('Disabled after failed deliveries')).not.toBeInTheDocument();
});
