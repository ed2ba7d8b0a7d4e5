// The subscribers screen's list: loading, filters and search, pages, and the console's SWR cache.
import { deferredReply, type Reply } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  listOf,
  lists,
  makeSubscriber,
  Revalidate,
  renderSubscribers,
  SUBSCRIBERS_PATH,
  withSubscribersScreenHooks,
} from '../../../testing/subscriber-fixtures';

withSubscribersScreenHooks();

it('shows a skeleton while the subscribers load', async () => {
  renderSubscribers((call) =>
    call.path === '/v1/pages/p1/subscribers' ? new Promise<Reply>(() => undefined) : undefined,
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Loading subscribers…');
});

it('invites an editor to add the first subscriber', async () => {
  const { user } = renderSubscribers(listOf([]));
  expect(await screen.findByRole('heading', { name: 'No subscribers yet' })).toBeVisible();
  await user.click(
    within(screen.getByRole('region', { name: 'No subscribers yet' })).getByRole('button', {
      name: 'Add subscriber',
    }),
  );
  expect(screen.getByRole('dialog', { name: 'Add a subscriber' })).toBeVisible();
});

it('explains a failure and loads again on retry', async () => {
  let up = false;
  const list = listOf([makeSubscriber(1)]);
  const { user } = renderSubscribers((call) =>
    !up && call.path === '/v1/pages/p1/subscribers'
      ? { status: 500, body: { code: 'internal', message: 'boom' } }
      : list(call),
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The subscribers could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('person1@example.com')).toBeVisible();
});

it('lists e-mail, type, state and date, with the count against the plan', async () => {
  const { calls } = renderSubscribers(
    listOf([makeSubscriber(1), makeSubscriber(2, 'pending'), makeSubscriber(3, 'unsubscribed')]),
  );
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  // Each cell starts with its column's name (shown above the value when rows stack on a phone).
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
    'StateConfirmed',
    'StatePending',
    'StateUnsubscribed',
  ]);
  expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('E-mail');
  expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('person1@example.com');
  expect(within(rows[0] as HTMLElement).getByText('19 November 2026')).toBeVisible();
  // Only confirmed subscribers take the plan's places.
  expect(await screen.findByTestId('subscriber-count')).toHaveTextContent('1 of 100 confirmed subscribers');
  expect(lists(calls)).toEqual(['/v1/pages/p1/subscribers?limit=50']);
});

it('wraps a long address in its cell, the whole address also in its title', async () => {
  const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`;
  renderSubscribers(listOf([{ ...makeSubscriber(1), email: long }]));
  const address = await screen.findByText(long);
  expect(address).toHaveAttribute('title', long);
  expect(address).toHaveStyle({ overflowWrap: 'anywhere' });
  expect(screen.getByRole('rowheader')).toContainElement(address);
});

it('filters by state and searches on the server after a pause in typing', async () => {
  const { user, calls } = renderSubscribers(
    listOf([makeSubscriber(1), makeSubscriber(2, 'pending'), makeSubscriber(12, 'pending')]),
  );
  await screen.findByRole('table');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Pending');
  await waitFor(() => expect(screen.queryByText('person1@example.com')).not.toBeInTheDocument());
  await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'person12');
  await waitFor(() => expect(screen.queryByText('person2@example.com')).not.toBeInTheDocument());
  expect(screen.getByText('person12@example.com')).toBeVisible();
  expect(lists(calls)).toEqual([
    '/v1/pages/p1/subscribers?limit=50',
    '/v1/pages/p1/subscribers?state=pending&limit=50',
    '/v1/pages/p1/subscribers?state=pending&q=person12&limit=50',
  ]);
  await user.clear(screen.getByRole('searchbox', { name: 'Search by e-mail' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'nobody');
  expect(await screen.findByText('No subscribers match these filters.')).toBeVisible();
});

it('keeps the search box and the rows while a search loads', async () => {
  const list = listOf([makeSubscriber(1), makeSubscriber(2)]);
  const search = deferredReply();
  const { user, calls } = renderSubscribers((call) =>
    call.url.includes('q=') ? search.handler() : list(call),
  );
  await screen.findByRole('table');
  const box = screen.getByRole('searchbox', { name: 'Search by e-mail' });
  await user.type(box, 'person2');
  await waitFor(() => expect(calls.some((call) => call.url.includes('q=person2'))).toBe(true));
  expect(box).toHaveFocus();
  expect(screen.getByText('person1@example.com')).toBeVisible();
  search.resolve({ status: 200, body: { subscribers: [makeSubscriber(2)], next_cursor: null, total: 1 } });
  await waitFor(() => expect(screen.queryByText('person1@example.com')).not.toBeInTheDocument());
  expect(box).toHaveFocus();
});

it('loads more with the cursor of the last page', async () => {
  const all = Array.from({ length: 60 }, (_, index) => makeSubscriber(index + 1));
  const { user, calls } = renderSubscribers(listOf(all));
  await screen.findByRole('table');
  expect(screen.getByText('Showing 50 of 60')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Showing 60 of 60')).toBeVisible();
  expect(screen.getByText('person60@example.com')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(lists(calls)).toContain('/v1/pages/p1/subscribers?limit=50&cursor=50');
});

it("keeps the list under its API path in the console's SWR cache, where a revalidation reaches it", async () => {
  const all = [makeSubscriber(1)];
  const key = '/v1/pages/p1/subscribers?limit=50';
  const { user } = renderSubscribers(listOf(all), 'editor', <Revalidate swrKey={key} />);
  await screen.findByRole('table');
  all.unshift(makeSubscriber(2));
  await user.click(screen.getByRole('button', { name: `Revalidate ${key}` }));
  expect(await within(screen.getByRole('table')).findByText('person2@example.com')).toBeVisible();
});

it('starts again from the first page when a subscriber is added after loading more', async () => {
  const all = Array.from({ length: 60 }, (_, index) => makeSubscriber(index + 1));
  const list = listOf(all);
  const { user } = renderSubscribers((call) => {
    if (call.method !== 'POST' || call.path !== SUBSCRIBERS_PATH) return list(call);
    const created = { ...makeSubscriber(61), email: 'new@example.com' };
    all.unshift(created);
    return { status: 201, body: created };
  });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Showing 60 of 60')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a subscriber' });
  await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'new@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
  expect(await screen.findByText('Showing 50 of 61')).toBeVisible();
  expect(within(screen.getByRole('table')).getByText('new@example.com')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
});

it('says so when the next page fails to load, and loads it on the next try', async () => {
  const all = Array.from({ length: 60 }, (_, index) => makeSubscriber(index + 1));
  const list = listOf(all);
  let down = true;
  const { user } = renderSubscribers((call) =>
    down && call.url.includes('cursor=')
      ? { status: 500, body: { code: 'internal', message: 'boom' } }
      : list(call),
  );
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('More subscribers could not be loaded.')).toBeVisible();
  expect(screen.getByText('Showing 50 of 60')).toBeVisible();
  down = false;
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Showing 60 of 60')).toBeVisible();
});
