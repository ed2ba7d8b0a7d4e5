import {
  deferredReply,
  initTestI18n,
  type Reply,
  renderInRouter,
  storeSignedInUser,
} from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Subscriber } from '../../../api/subscriber-types';
import { type Handler, serveComponents, writes } from '../../../test/component-fixtures';
import type { Role } from '../../../test/page-fixtures';
import { SubscribersScreen } from './subscribers-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

function makeSubscriber(index: number, state: Subscriber['state'] = 'confirmed'): Subscriber {
  const created = new Date(Date.UTC(2026, 10, 20 - (index % 20), 9)).toISOString();
  return {
    id: `s${index}`,
    page_id: 'p1',
    email: `person${index}@example.com`,
    state,
    component_ids: null,
    confirmed_at: state === 'confirmed' ? created : null,
    unsubscribed_at: null,
    created_at: created,
    updated_at: created,
  };
}

/** The list endpoint over `all`: state and e-mail filters, `limit` per page, the cursor an offset. */
// Only the add-subscriber POST: a session renewal (POST /v1/refresh), which a slow run may start, keeps
// the fixture's answer.
const SUBSCRIBERS_PATH = '/v1/pages/p1/subscribers';

function listOf(all: Subscriber[]): Handler {
  return (call) => {
    if (call.method !== 'GET' || call.path !== '/v1/pages/p1/subscribers') return undefined;
    const query = new URL(call.url, 'http://localhost').searchParams;
    const state = query.get('state');
    const q = query.get('q') ?? '';
    const matching = all.filter((s) => (!state || s.state === state) && s.email.includes(q));
    const from = Number(query.get('cursor') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    const next = from + limit < matching.length ? String(from + limit) : null;
    return {
      status: 200,
      body: { subscribers: matching.slice(from, from + limit), next_cursor: next, total: matching.length },
    };
  };
}

function renderSubscribers(handler: Handler, role: Role = 'editor', beside: ReactNode = null) {
  const calls = serveComponents({ handler, role });
  const view = renderInRouter(
    '/statuspages/p1/subscribers',
    <Routes>
      <Route
        path="/statuspages/:id/subscribers"
        element={
          <>
            <SubscribersScreen />
            {beside}
          </>
        }
      />
    </Routes>,
  );
  return { calls, ...view };
}

const lists = (calls: { method: string; url: string }[]) =>
  calls
    .filter(
      (call) =>
        call.method === 'GET' &&
        call.url.includes('/subscribers?') &&
        !call.url.includes('limit=1&') &&
        !call.url.endsWith('limit=1'),
    )
    .map((call) => call.url);

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

it('lists e-mail, state and date, with the count against the plan', async () => {
  const { calls } = renderSubscribers(
    listOf([makeSubscriber(1), makeSubscriber(2, 'pending'), makeSubscriber(3, 'unsubscribed')]),
  );
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
    'Confirmed',
    'Pending',
    'Unsubscribed',
  ]);
  expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('person1@example.com');
  expect(within(rows[0] as HTMLElement).getByText('Nov 19, 2026')).toBeVisible();
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

/** Another part of the console revalidating a key through the shared SWR cache. */
function Revalidate({ swrKey }: { swrKey: string }) {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => void mutate(swrKey)}>
      Revalidate {swrKey}
    </button>
  );
}

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

it('adds a subscriber, skipping the confirmation mail, and shows a duplicate on the e-mail field', async () => {
  const all = [makeSubscriber(1)];
  const list = listOf(all);
  const { user, calls } = renderSubscribers((call) => {
    if (call.method !== 'POST' || call.path !== SUBSCRIBERS_PATH) return list(call);
    const body = call.body as { email: string };
    if (body.email === 'person1@example.com')
      return { status: 409, body: { code: 'duplicate_subscriber', message: 'Already' } };
    const created = { ...makeSubscriber(2), email: body.email };
    all.unshift(created);
    return { status: 201, body: created };
  });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a subscriber' });
  expect(within(dialog).getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
  await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'not-an-email');
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
  expect(
    await within(dialog).findByText('Enter a valid e-mail address, such as name@example.com'),
  ).toBeVisible();

  await user.clear(within(dialog).getByRole('textbox', { name: 'E-mail address' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'person1@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
  expect(
    await within(dialog).findByText('This e-mail address is already subscribed to this page'),
  ).toBeVisible();

  await user.clear(within(dialog).getByRole('textbox', { name: 'E-mail address' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'new@example.com');
  await user.click(within(dialog).getByRole('checkbox', { name: /Skip the confirmation e-mail/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
  expect(await screen.findByText('new@example.com is subscribed')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await within(screen.getByRole('table')).findByText('new@example.com')).toBeVisible();
  expect(writes(calls).map((call) => call.body)).toEqual([
    { email: 'person1@example.com', skip_confirmation: false },
    { email: 'new@example.com', skip_confirmation: true },
  ]);
});

it('shows a subscriber added meanwhile when coming back to a filter seen before', async () => {
  const all = [makeSubscriber(1, 'pending')];
  const list = listOf(all);
  const { user } = renderSubscribers((call) => {
    if (call.method !== 'POST' || call.path !== SUBSCRIBERS_PATH) return list(call);
    const created = { ...makeSubscriber(2, 'pending'), email: 'late@example.com' };
    all.unshift(created);
    return { status: 201, body: created };
  });
  await screen.findByRole('table');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Pending');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'All states');
  await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a subscriber' });
  await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'late@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
  expect(await screen.findByText('A confirmation e-mail was sent to late@example.com')).toBeVisible();
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Pending');
  expect(await within(screen.getByRole('table')).findByText('late@example.com')).toBeVisible();
});

it('removes a subscriber after a confirmation', async () => {
  const all = [makeSubscriber(1), makeSubscriber(2)];
  const list = listOf(all);
  const { user, calls } = renderSubscribers((call) => {
    if (call.method !== 'DELETE') return list(call);
    all.splice(0, 1);
    return { status: 204 };
  });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Remove person1@example.com' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Remove person1@example.com?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
  expect(await screen.findByText('person1@example.com is removed')).toBeVisible();
  await waitFor(() =>
    expect(within(screen.getByRole('table')).queryByText('person1@example.com')).not.toBeInTheDocument(),
  );
  expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/pages/p1/subscribers/s1', body: undefined }]);
});

it('exports the CSV with the bearer token and saves exactly the bytes received, byte order mark included', async () => {
  // The server's BOM is what makes spreadsheets read the file as UTF-8 (Cyrillic names).
  const csv = '\uFEFFemail,state\nпётр@example.com,confirmed\n';
  const list = listOf([makeSubscriber(1)]);
  const saved: Blob[] = [];
  // jsdom implements neither object URLs nor downloads: record what would be saved.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push(blob);
      return 'blob:csv';
    },
    revokeObjectURL: () => undefined,
  });
  const downloads: string[] = [];
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement)) return;
    downloads.push(event.target.download);
    event.preventDefault();
  };
  document.addEventListener('click', onClick);
  const { user, calls } = renderSubscribers((call) =>
    call.path === '/v1/pages/p1/subscribers.csv' ? { status: 200, body: csv } : list(call),
  );
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('The CSV file is downloaded')).toBeVisible();
  const request = calls.find((call) => call.path.endsWith('.csv'));
  expect(request?.headers.Authorization).toMatch(/^Bearer /);
  const bytes = await new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(saved[0] as Blob);
  });
  expect([...bytes]).toEqual([...new TextEncoder().encode(csv)]);
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(saved[0]?.type).toBe('text/csv;charset=utf-8');
  expect(downloads).toEqual([expect.stringMatching(/^subscribers-acme-api-\d{4}-\d{2}-\d{2}\.csv$/)]);
  document.removeEventListener('click', onClick);
});

it('shows a viewer the list and the export, without any write control', async () => {
  renderSubscribers(listOf([makeSubscriber(1)]), 'viewer');
  await screen.findByRole('table');
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Add subscriber' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
});
