import { screen, waitFor, within } from '@testing-library/react';
import { writes } from '../../../testing/component-fixtures';
import {
  listOf,
  makeSubscriber,
  renderSubscribers,
  SUBSCRIBERS_PATH,
  withSubscribersScreenHooks,
} from '../../../testing/subscriber-fixtures';

withSubscribersScreenHooks();

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
  expect(within(dialog).getByRole('radio', { name: 'E-mail' })).toHaveFocus();
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

it('says what an address the server refuses should look like, on the e-mail field', async () => {
  const list = listOf([makeSubscriber(1)]);
  const { user } = renderSubscribers((call) => {
    if (call.method !== 'POST' || call.path !== SUBSCRIBERS_PATH) return list(call);
    // A domain without a dot passes the browser's idea of an e-mail address but not the server's.
    return {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'body/email must match format "email"',
        details: [{ field: 'email', code: 'invalid_format', message: 'must match format "email"' }],
      },
    };
  });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a subscriber' });
  const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
  await user.type(email, 'person@example');
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
  await waitFor(() =>
    expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com'),
  );
  expect(within(dialog).queryByText('This value is not in the expected format')).not.toBeInTheDocument();
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
