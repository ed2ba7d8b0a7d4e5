// A webhook's delivery log on the subscribers screen: its states, Load more, and Send test event.
import { deferredReply } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { Delivery } from '../../../api/delivery-types';
import { writes } from '../../../testing/component-fixtures';
import { makeDelivery } from '../../../testing/delivery-fixtures';
import {
  deliveriesOf,
  listOf,
  makeSubscriber,
  makeWebhook,
  renderSubscribers,
  withSubscribersScreenHooks,
} from '../../../testing/subscriber-fixtures';

withSubscribersScreenHooks();

const LOG = '/v1/pages/p1/subscribers/s2/deliveries';
const list = listOf([makeSubscriber(1), makeWebhook(2)]);

async function openLog(user: ReturnType<typeof renderSubscribers>['user']) {
  await screen.findByRole('table');
  await user.click(
    screen.getByRole('button', { name: 'Deliveries of https://hooks2.example.com/statusdeck' }),
  );
  return screen.getByRole('dialog', { name: 'Webhook deliveries' });
}

it('shows a skeleton while the log loads, then says there are no deliveries yet', async () => {
  const log = deferredReply();
  const { user } = renderSubscribers((call) => (call.path === LOG ? log.handler() : list(call)));
  const dialog = await openLog(user);
  expect(within(dialog).getByText('Loading deliveries…')).toBeInTheDocument();
  log.resolve({ status: 200, body: { deliveries: [], next_cursor: null } });
  expect(await within(dialog).findByText('No deliveries yet.')).toBeVisible();
});

it('says when the log cannot be loaded, and loads it on a retry', async () => {
  let up = false;
  const serve = deliveriesOf('s2', [makeDelivery(1)]);
  const { user } = renderSubscribers((call) =>
    call.path === LOG && !up
      ? { status: 500, body: { code: 'internal', message: 'boom' } }
      : (serve(call) ?? list(call)),
  );
  const dialog = await openLog(user);
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('The deliveries could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findByRole('table')).toBeVisible();
});

it('lists time, event, attempt, status or error and duration, and loads more by the cursor', async () => {
  const all: Delivery[] = [
    makeDelivery(1, { event: 'test', duration_ms: 42 }),
    makeDelivery(2, {
      event: 'component.update',
      attempt: 3,
      status_code: null,
      error: 'timeout after 10 s',
    }),
    makeDelivery(3, { status_code: 500 }),
    ...Array.from({ length: 20 }, (_, index) => makeDelivery(index + 4)),
  ];
  const serve = deliveriesOf('s2', all);
  const { user, calls } = renderSubscribers((call) => serve(call) ?? list(call));
  const dialog = await openLog(user);
  const table = await within(dialog).findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(20);
  const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(first).getByRole('rowheader')).toHaveTextContent('1 minute ago');
  expect(within(first).getByRole('rowheader').querySelector('time')).toHaveAttribute(
    'datetime',
    all[0]?.created_at,
  );
  expect(first).toHaveTextContent('Test event');
  expect(first).toHaveTextContent('HTTP 200');
  expect(first).toHaveTextContent('42 ms');
  expect(second).toHaveTextContent('Component update');
  expect(within(second).getAllByRole('cell')[1]).toHaveTextContent('3');
  expect(second).toHaveTextContent('timeout after 10 s');
  expect(third).toHaveTextContent('HTTP 500');
  await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(24));
  expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(calls.filter((call) => call.path === LOG).map((call) => call.url)).toEqual([
    `${LOG}?limit=20`,
    `${LOG}?limit=20&cursor=20`,
  ]);
});

it('sends a test event, says so, and shows its delivery once the log has it', async () => {
  const all: Delivery[] = [];
  const serve = deliveriesOf('s2', all);
  const { user, calls } = renderSubscribers((call) => {
    if (call.method === 'POST' && call.path === '/v1/pages/p1/subscribers/s2/test') {
      return { status: 202, body: { delivery_id: 'del-test' } };
    }
    // The delivery is logged in the background, after the log was asked a few times.
    if (call.path === LOG && calls.filter((c) => c.path === LOG).length === 3) {
      all.unshift(makeDelivery(0, { delivery_id: 'del-test', event: 'test', status_code: 204 }));
    }
    return serve(call) ?? list(call);
  });
  const dialog = await openLog(user);
  expect(await within(dialog).findByText('No deliveries yet.')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Send test event' }));
  expect(await screen.findByText('A test event is on its way')).toBeVisible();
  expect(await within(dialog).findByText('HTTP 204', {}, { timeout: 5000 })).toBeVisible();
  expect(within(dialog).getByText('Test event')).toBeVisible();
  expect(writes(calls)).toEqual([
    { method: 'POST', path: '/v1/pages/p1/subscribers/s2/test', body: undefined },
  ]);
});

it.each([
  [
    409,
    'webhook_not_active',
    'This webhook is not active (pending confirmation, unsubscribed or disabled), so it receives no events.',
  ],
  [500, 'internal_error', 'The test event could not be sent.'],
])('says why a test event could not be sent (%i %s)', async (status, code, message) => {
  const serve = deliveriesOf('s2', []);
  const { user } = renderSubscribers((call) =>
    call.method === 'POST' && call.path.endsWith('/test')
      ? { status, body: { code, message: 'refused' } }
      : (serve(call) ?? list(call)),
  );
  const dialog = await openLog(user);
  await user.click(within(dialog).getByRole('button', { name: 'Send test event' }));
  expect(await screen.findByText(message)).toBeVisible();
});

it('shows a viewer the log without the test button', async () => {
  const serve = deliveriesOf('s2', [makeDelivery(1)]);
  const { user } = renderSubscribers((call) => serve(call) ?? list(call), 'viewer');
  const dialog = await openLog(user);
  expect(await within(dialog).findByRole('table')).toBeVisible();
  expect(within(dialog).queryByRole('button', { name: 'Send test event' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
});
