// Re-enabling a disabled webhook from the subscribers screen.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Subscriber } from '../../../api/subscriber-types';
import { writes } from '../../../testing/component-fixtures';
import {
  listOf,
  makeSubscriber,
  makeWebhook,
  renderSubscribers,
  withSubscribersScreenHooks,
} from '../../../testing/subscriber-fixtures';

withSubscribersScreenHooks();

const ENABLE_PATH = '/v1/pages/p1/subscribers/s2/enable';
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

it('re-enables a disabled webhook from its row, says so, and shows it confirmed', async () => {
  const all: Subscriber[] = [makeSubscriber(1, 'disabled'), makeWebhook(2, 'disabled'), makeWebhook(3)];
  const list = listOf(all);
  const { user, calls } = renderSubscribers((call) => {
    if (call.method !== 'POST' || call.path !== ENABLE_PATH) return list(call);
    const enabled = { ...makeWebhook(2), state: 'confirmed' as const };
    all[1] = enabled;
    return { status: 200, body: enabled };
  });
  await screen.findByRole('table');
  const disabled = rowOf('https://hooks2.example.com/statusdeck');
  expect(within(disabled).getByText('Disabled')).toBeVisible();
  // Only a disabled webhook has the action: not a confirmed webhook, not an e-mail subscriber.
  expect(
    within(rowOf('https://hooks3.example.com/statusdeck')).queryByRole('button', { name: /Re-enable/ }),
  ).not.toBeInTheDocument();
  expect(
    within(rowOf('person1@example.com')).queryByRole('button', { name: /Re-enable/ }),
  ).not.toBeInTheDocument();

  const button = within(disabled).getByRole('button', {
    name: 'Re-enable https://hooks2.example.com/statusdeck',
  });
  button.focus();
  await user.keyboard('{Enter}');
  expect(
    await screen.findByText('https://hooks2.example.com/statusdeck is enabled again and receives new events'),
  ).toBeVisible();
  await waitFor(() =>
    expect(within(rowOf('https://hooks2.example.com/statusdeck')).getByText('Confirmed')).toBeVisible(),
  );
  expect(
    within(rowOf('https://hooks2.example.com/statusdeck')).queryByRole('button', { name: /Re-enable/ }),
  ).not.toBeInTheDocument();
  expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', path: ENABLE_PATH })]);
});

it('explains a webhook that is no longer disabled and shows its state now', async () => {
  const all: Subscriber[] = [makeWebhook(2, 'disabled')];
  const list = listOf(all);
  const { user } = renderSubscribers((call) => {
    if (call.method !== 'POST' || call.path !== ENABLE_PATH) return list(call);
    all[0] = makeWebhook(2);
    return {
      status: 409,
      body: {
        code: 'webhook_not_disabled',
        message: 'Only a disabled webhook subscriber can be enabled again',
      },
    };
  });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Re-enable https://hooks2.example.com/statusdeck' }));
  expect(await screen.findByText(/This webhook is not disabled any more/)).toBeVisible();
  await waitFor(() =>
    expect(within(rowOf('https://hooks2.example.com/statusdeck')).getByText('Confirmed')).toBeVisible(),
  );
});

it('gives a viewer no re-enable action', async () => {
  renderSubscribers(listOf([makeWebhook(2, 'disabled')]), 'viewer');
  const table = await screen.findByRole('table');
  expect(within(table).getByText('Disabled')).toBeVisible();
  expect(screen.queryByRole('button', { name: /Re-enable/ })).not.toBeInTheDocument();
});

it('shows a webhook disabled in the background once the tab regains the focus, without a reload', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const all: Subscriber[] = [makeWebhook(2)];
    renderSubscribers(listOf(all));
    await screen.findByRole('table');
    expect(within(rowOf('https://hooks2.example.com/statusdeck')).getByText('Confirmed')).toBeVisible();
    all[0] = makeWebhook(2, 'disabled');
    // Away from the tab for a minute (a focus right after a load asks nothing: it was just asked).
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    const row = () => rowOf('https://hooks2.example.com/statusdeck');
    expect(
      await within(row()).findByRole('button', { name: 'Re-enable https://hooks2.example.com/statusdeck' }),
    ).toBeVisible();
    expect(within(row()).getByText('Disabled')).toBeVisible();
  } finally {
    jest.useRealTimers();
  }
});
