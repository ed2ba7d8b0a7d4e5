import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { initPublicI18n } from '../public-page/testing/render-public';
import { SubscribeButton } from './subscribe-button';
import { apiError, stubFetch } from './testing/fetch-stub';

beforeAll(initPublicI18n);

const components = [
  { id: 'c-api', name: 'API' },
  { id: 'c-db', name: 'Database', group: 'Backend' },
  { id: 'c-queue', name: 'Queue', group: 'Backend' },
];

function open(props: Partial<Parameters<typeof SubscribeButton>[0]> = {}) {
  const user = userEvent.setup();
  render(<SubscribeButton slug="acme" components={components} {...props} />);
  return { user, button: screen.getByRole('button', { name: 'Subscribe to updates' }) };
}

it('is a link to the subscribe screen in the server-rendered HTML (no JavaScript)', () => {
  const html = renderToString(<SubscribeButton slug="acme co" components={components} />);
  expect(html).toContain('href="/public-page/subscribe?page=acme%20co"');
  expect(html).toContain('Subscribe to updates');
  expect(renderToString(<SubscribeButton slug="a" components={[]} href="/subscribe" />)).toContain(
    'href="/subscribe"',
  );
});

it('opens a modal dialog with focus on the e-mail field; Escape closes it and focus returns', async () => {
  const { user, button } = open();
  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Subscribe to updates' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByLabelText('E-mail address')).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it('keeps Tab inside the dialog and closes on its close button', async () => {
  const { user, button } = open();
  await user.click(button);
  const dialog = screen.getByRole('dialog');
  const close = within(dialog).getByRole('button', { name: 'Close' });
  const submit = within(dialog).getByRole('button', { name: 'Subscribe' });
  // From the last control Tab wraps to the first (Close), and Shift+Tab back again.
  submit.focus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(submit).toHaveFocus();
  await user.click(close);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it('subscribes to all components and ends on "check your inbox"', async () => {
  const calls = stubFetch(() => ({ status: 202, body: { state: 'check_inbox' } }));
  const { user, button } = open({ apiOrigin: 'https://api.example.test' });
  await user.click(button);
  await user.type(screen.getByLabelText('E-mail address'), ' ann@example.com ');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox to confirm');
  expect(screen.getByText(/We sent a message to ann@example.com/)).toBeVisible();
  expect(calls).toEqual([
    {
      url: 'https://api.example.test/v1/public/pages/acme/subscribers',
      method: 'POST',
      body: { email: 'ann@example.com', component_ids: null, language: 'en' },
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'Use another address' }));
  expect(screen.getByLabelText('E-mail address')).toHaveValue('');
});

it('subscribes to the chosen components, grouped as on the page, and asks for at least one', async () => {
  const calls = stubFetch(() => ({ status: 202, body: { state: 'check_inbox' } }));
  const { user, button } = open();
  await user.click(button);
  await user.type(screen.getByLabelText('E-mail address'), 'ann@example.com');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Only the components I choose' }));
  expect(screen.getByText('Backend')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByText('Choose at least one component, or all of them.')).toBeVisible();
  expect(calls).toEqual([]);

  await user.click(screen.getByRole('checkbox', { name: 'API' }));
  await user.click(screen.getByRole('checkbox', { name: 'Backend: Queue' }));
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  await screen.findByText('Check your inbox to confirm');
  expect(calls[0]?.body).toEqual({
    email: 'ann@example.com',
    component_ids: ['c-api', 'c-queue'],
    language: 'en',
  });
});

it('checks the address before sending and shows the server’s verdict on the field', async () => {
  const calls = stubFetch(() => apiError(400, 'validation_failed', 'email'));
  const { user, button } = open();
  await user.click(button);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByText('Enter your e-mail address.')).toBeVisible();
  await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
    'Enter a valid e-mail address, like name@example.com.',
  );
  expect(calls).toEqual([]);

  await user.clear(screen.getByLabelText('E-mail address'));
  await user.type(screen.getByLabelText('E-mail address'), 'a@b.co');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
});

it.each([
  [apiError(429, 'TOO_MANY_REQUESTS'), 'Too many attempts. Try again later.'],
  [
    apiError(429, 'pending_limit_reached'),
    'This page has too many subscriptions waiting for confirmation right now. Try again later.',
  ],
  [apiError(403, 'subscriptions_disabled'), 'This status page does not take subscriptions.'],
  [apiError(402, 'PLAN_LIMIT_REACHED'), 'This status page cannot take more subscribers at the moment.'],
  ['network' as const, 'The status service did not answer. Check your connection and try again.'],
])('explains a refusal (%j) and keeps the form', async (reply, message) => {
  stubFetch(() => reply);
  const { user, button } = open();
  await user.click(button);
  await user.type(screen.getByLabelText('E-mail address'), 'ann@example.com');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('E-mail address')).toHaveValue('ann@example.com');
});

it('speaks the page language', async () => {
  const user = userEvent.setup();
  render(<SubscribeButton slug="acme" components={components} lang="ru" />);
  await user.click(screen.getByRole('button', { name: 'Подписаться на обновления' }));
  expect(screen.getByRole('dialog', { name: 'Подписка на обновления' })).toBeVisible();
  expect(screen.getByLabelText('Адрес электронной почты')).toHaveFocus();
});
