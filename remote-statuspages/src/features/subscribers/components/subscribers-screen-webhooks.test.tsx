// Webhook subscribers on the subscribers screen: how the list shows them, and adding one with its secret.
import { screen, waitFor, within } from '@testing-library/react';
import { makeComponent, writes } from '../../../testing/component-fixtures';
import {
  listOf,
  lists,
  makeSubscriber,
  makeWebhook,
  renderSubscribers,
  SUBSCRIBERS_PATH,
  withSubscribersScreenHooks,
} from '../../../testing/subscriber-fixtures';

withSubscribersScreenHooks();

it('shows a webhook by its endpoint (whole in the title) and contact, with its type and the disabled state', async () => {
  const long = `https://hooks.example.com/${'x'.repeat(300)}?token=abc`;
  renderSubscribers(
    listOf([makeSubscriber(1), { ...makeWebhook(2, 'disabled'), endpoint: long }, makeWebhook(3)]),
  );
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  const webhook = rows[1] as HTMLElement;
  const endpoint = within(webhook).getByText(long);
  expect(endpoint).toHaveAttribute('title', long);
  expect(endpoint).toHaveStyle({ overflowWrap: 'anywhere' });
  expect(within(webhook).getByRole('rowheader')).toContainElement(endpoint);
  expect(within(webhook).getByText('Contact: person2@example.com')).toBeVisible();
  expect(within(webhook).getAllByRole('cell')[0]).toHaveTextContent('Webhook');
  expect(within(webhook).getAllByRole('cell')[1]).toHaveTextContent('Disabled');
  expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('E-mail');
  // Only webhooks have a delivery log.
  expect(
    within(rows[0] as HTMLElement).queryByRole('button', { name: /Deliveries/ }),
  ).not.toBeInTheDocument();
  expect(within(webhook).getByRole('button', { name: `Deliveries of ${long}` })).toBeVisible();
});

it('filters by type and by the disabled state', async () => {
  const { user, calls } = renderSubscribers(
    listOf([makeSubscriber(1), makeWebhook(2, 'disabled'), makeWebhook(3)]),
  );
  await screen.findByRole('table');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Webhook');
  await waitFor(() =>
    expect(within(screen.getByRole('table')).queryByText('person1@example.com')).not.toBeInTheDocument(),
  );
  expect(screen.getByText('https://hooks3.example.com/statusdeck')).toBeVisible();
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Disabled');
  await waitFor(() =>
    expect(screen.queryByText('https://hooks3.example.com/statusdeck')).not.toBeInTheDocument(),
  );
  expect(screen.getByText('https://hooks2.example.com/statusdeck')).toBeVisible();
  expect(lists(calls)).toEqual([
    '/v1/pages/p1/subscribers?limit=50',
    '/v1/pages/p1/subscribers?type=webhook&limit=50',
    '/v1/pages/p1/subscribers?type=webhook&state=disabled&limit=50',
  ]);
});

it('adds a webhook chosen by keyboard, checks its https endpoint, and shows the signing secret once', async () => {
  const all = [makeSubscriber(1)];
  const list = listOf(all);
  const components = [makeComponent({ id: 'c1', name: 'API' }), makeComponent({ id: 'c2', name: 'Website' })];
  const { user, calls } = renderSubscribers((call) => {
    if (call.method === 'GET' && call.path === '/v1/pages/p1/components')
      return { status: 200, body: components };
    if (call.method !== 'POST' || call.path !== SUBSCRIBERS_PATH) return list(call);
    const body = call.body as { email: string; endpoint: string };
    if (body.endpoint === 'https://taken.example.com/in') {
      return {
        status: 409,
        body: {
          code: 'duplicate_subscriber',
          message: 'This endpoint is already a subscriber of the page',
          details: [{ field: 'endpoint', code: 'duplicate', message: 'already subscribed' }],
        },
      };
    }
    const created = { ...makeWebhook(2), email: body.email, endpoint: body.endpoint };
    all.unshift(created);
    return { status: 201, body: { ...created, signing_secret: 'whsec_0123456789abcdef' } };
  });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a subscriber' });
  const group = within(dialog).getByRole('group', { name: 'Notify by' });
  expect(within(group).getByRole('radio', { name: 'E-mail' })).toBeChecked();
  expect(within(dialog).queryByRole('textbox', { name: 'Endpoint URL' })).not.toBeInTheDocument();
  // The checked radio has the focus on opening; in a native radio group an arrow key moves the choice.
  expect(within(group).getByRole('radio', { name: 'E-mail' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(within(group).getByRole('radio', { name: 'Webhook' })).toBeChecked();
  expect(within(dialog).queryByRole('checkbox', { name: /Skip the confirmation/ })).not.toBeInTheDocument();

  const endpoint = within(dialog).getByRole('textbox', { name: 'Endpoint URL' });
  // Changing the type marks nothing in error before the form is submitted.
  expect(within(dialog).queryByText('Enter an e-mail address')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
  expect(await within(dialog).findByText('Enter the endpoint URL')).toBeVisible();
  await user.type(endpoint, 'http://hooks.example.com/in');
  await user.type(within(dialog).getByRole('textbox', { name: 'Contact e-mail' }), 'ops@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
  expect(
    await within(dialog).findByText('Enter an https URL, such as https://example.com/hooks/status'),
  ).toBeVisible();
  expect(writes(calls)).toEqual([]);

  await user.clear(endpoint);
  await user.type(endpoint, 'https://taken.example.com/in');
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
  expect(await within(dialog).findByText('This endpoint is already a subscriber of this page')).toBeVisible();
  expect(within(dialog).queryByText(/e-mail address is already subscribed/)).not.toBeInTheDocument();

  await user.clear(endpoint);
  await user.type(endpoint, 'https://hooks.example.com/in');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Website' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));

  const secretDialog = await screen.findByRole('dialog', { name: 'Save the signing secret' });
  expect(within(secretDialog).getByRole('note')).toHaveTextContent('You will not see it again.');
  const secret = within(secretDialog).getByRole('textbox', {
    name: 'Signing secret of https://hooks.example.com/in',
  });
  expect(secret).toHaveValue('whsec_0123456789abcdef');
  expect(within(secretDialog).getByText(/X-Statusdeck-Signature: t=<unix time>,v1=/)).toBeVisible();
  expect(within(secretDialog).getByText('<t>.<raw body>')).toBeVisible();
  expect(within(secretDialog).getByRole('link', { name: /API reference/ })).toHaveAttribute(
    'href',
    '/v1/docs',
  );
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith('whsec_0123456789abcdef');
  expect(await within(secretDialog).findByText('Copied to the clipboard.')).toBeVisible();
  expect(writes(calls).map((call) => call.body)).toEqual([
    { type: 'webhook', email: 'ops@example.com', endpoint: 'https://taken.example.com/in' },
    {
      type: 'webhook',
      email: 'ops@example.com',
      endpoint: 'https://hooks.example.com/in',
      component_ids: ['c2'],
    },
  ]);

  await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await within(screen.getByRole('table')).findByText('https://hooks.example.com/in')).toBeVisible();
  // Opened again, the dialog is a new form: the secret is gone for good.
  await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
  expect(screen.getByRole('dialog', { name: 'Add a subscriber' })).toBeVisible();
  expect(screen.queryByDisplayValue('whsec_0123456789abcdef')).not.toBeInTheDocument();
});

it("shows the server's answer on the endpoint field when it refuses the address", async () => {
  const list = listOf([makeSubscriber(1)]);
  const { user } = renderSubscribers((call) =>
    call.method === 'POST' && call.path === SUBSCRIBERS_PATH
      ? {
          status: 400,
          body: {
            code: 'validation_failed',
            message: 'Invalid input',
            details: [{ field: 'endpoint', message: 'The endpoint must be a public https address' }],
          },
        }
      : list(call),
  );
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a subscriber' });
  await user.click(within(dialog).getByRole('radio', { name: 'Webhook' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), 'https://10.0.0.1/in');
  await user.type(within(dialog).getByRole('textbox', { name: 'Contact e-mail' }), 'ops@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Add subscriber' }));
  expect(await within(dialog).findByText('The endpoint must be a public https address')).toBeVisible();
  expect(screen.getByRole('dialog', { name: 'Add a subscriber' })).toBeVisible();
});
