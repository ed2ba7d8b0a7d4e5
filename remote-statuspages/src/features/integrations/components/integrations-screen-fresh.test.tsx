// The integrations list keeps showing the truth without a reload: it awaits a test message on its row,
// and asks again while an integration may still change in the background, or when the tab regains focus.
import type { ApiCall } from '@statusdeck/shared/testing';
import { act, screen, within } from '@testing-library/react';
import type { Integration } from '../../../api/integration-types';
import {
  INTEGRATIONS_PATH,
  integrationsOf,
  makeIntegration,
  renderIntegrations,
  withIntegrationsScreenHooks,
} from '../../../testing/integration-fixtures';

withIntegrationsScreenHooks();

beforeEach(() => {
  // The clock moves on its own (user events wait on it) and is pushed on by the tests.
  jest.useFakeTimers({ advanceTimers: true });
});

afterEach(() => {
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const listReads = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === INTEGRATIONS_PATH).length;

/** The cells of the integration's row: components, language, state, last delivery. */
function cellsOf(name: string): HTMLElement[] {
  const header = within(screen.getByRole('table')).getByRole('rowheader', { name: new RegExp(`^${name}`) });
  return within(header.closest('tr') as HTMLElement).getAllByRole('cell');
}

const lastDeliveryCell = (name: string) => cellsOf(name)[3] as HTMLElement;
const stateCell = (name: string) => cellsOf(name)[2] as HTMLElement;

/** The list over `all`, and the test endpoint accepting every message. */
function serve(all: Integration[]) {
  const list = integrationsOf(all);
  return renderIntegrations((call) => {
    if (call.method === 'POST' && call.path.endsWith('/test')) {
      return { status: 202, body: { delivery_id: 'del-test' } };
    }
    return list(call);
  });
}

it('asks the list again every 2 s after a test message until its row shows the delivery', async () => {
  const all = [makeIntegration(1), makeIntegration(2)];
  const { user, calls } = serve(all);
  const reads = () => listReads(calls);
  await screen.findByRole('table');
  expect(lastDeliveryCell('Team chat 1')).toHaveTextContent('Nothing sent yet');
  const before = reads();

  await user.click(screen.getByRole('button', { name: 'Send a test message to Team chat 1' }));
  expect(await screen.findByText('A test message is on its way to Team chat 1')).toBeVisible();
  await advance(2000);
  expect(reads()).toBe(before + 1);
  expect(lastDeliveryCell('Team chat 1')).toHaveTextContent('Nothing sent yet');
  // The message is posted between the first read and the second.
  all[0] = {
    ...(all[0] as Integration),
    last_delivery: { status_code: 200, error: null, created_at: new Date().toISOString() },
  };
  await advance(2000);
  expect(reads()).toBe(before + 2);
  expect(await within(lastDeliveryCell('Team chat 1')).findByText('OK')).toBeVisible();
  expect(lastDeliveryCell('Team chat 2')).toHaveTextContent('Nothing sent yet');

  // Seen: no more reads every 2 s, only the slower ones while the integration was posted to recently.
  await advance(14_000);
  expect(reads()).toBe(before + 2);
  await advance(1000);
  expect(reads()).toBe(before + 3);
});

it('gives up awaiting a test message that never shows after 30 s', async () => {
  const all = [makeIntegration(1)];
  const { user, calls } = serve(all);
  const reads = () => listReads(calls);
  await screen.findByRole('table');
  const before = reads();
  await user.click(screen.getByRole('button', { name: 'Send a test message to Team chat 1' }));
  await screen.findByText('A test message is on its way to Team chat 1');
  await advance(30_000);
  const whileAwaiting = reads() - before;
  expect(whileAwaiting).toBeGreaterThanOrEqual(14);
  expect(whileAwaiting).toBeLessThanOrEqual(15);
  // Never posted to, so nothing can change on its own any more: the list is not asked again.
  await advance(60_000);
  expect(reads() - before).toBe(whileAwaiting);
  expect(lastDeliveryCell('Team chat 1')).toHaveTextContent('Nothing sent yet');
});

it('shows an integration disabled after its last failed attempt without a reload', async () => {
  const failed = { status_code: 500, error: null, created_at: new Date(Date.now() - 60_000).toISOString() };
  const all = [makeIntegration(1, { last_delivery: failed }), makeIntegration(2)];
  const { calls } = serve(all);
  const reads = () => listReads(calls);
  await screen.findByRole('table');
  expect(stateCell('Team chat 1')).toHaveTextContent('Active');
  const before = reads();

  await advance(15_000);
  expect(reads()).toBe(before + 1);
  const disabledAt = new Date().toISOString();
  all[0] = { ...(all[0] as Integration), state: 'disabled', disabled_at: disabledAt };
  await advance(15_000);
  expect(reads()).toBe(before + 2);
  expect(await screen.findByRole('button', { name: 'Re-enable Team chat 1' })).toBeVisible();
  expect(stateCell('Team chat 1')).toHaveTextContent('Disabled');

  // Disabled, it changes only when someone acts on it: no more reads.
  await advance(60_000);
  expect(reads()).toBe(before + 2);
});

it('asks nothing while the tab is hidden', async () => {
  const recent = { status_code: 200, error: null, created_at: new Date().toISOString() };
  const { calls } = serve([makeIntegration(1, { last_delivery: recent })]);
  await screen.findByRole('table');
  const before = listReads(calls);
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  try {
    await advance(60_000);
    expect(listReads(calls)).toBe(before);
  } finally {
    visibility.mockRestore();
  }
  await advance(15_000);
  expect(listReads(calls)).toBe(before + 1);
});

it('asks the list again when the tab regains the focus', async () => {
  const all = [makeIntegration(1, { last_delivery: null })];
  const { calls } = serve(all);
  await screen.findByRole('table');
  const before = listReads(calls);
  await advance(60_000);
  expect(listReads(calls)).toBe(before);
  all[0] = { ...(all[0] as Integration), state: 'disabled', disabled_at: new Date().toISOString() };
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(await screen.findByRole('button', { name: 'Re-enable Team chat 1' })).toBeVisible();
  expect(listReads(calls)).toBe(before + 1);
});
