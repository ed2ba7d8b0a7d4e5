// The subscribe form's webhook choice: a plain form post without JavaScript, checked and sent by the script
// with its contact e-mail once it runs.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { initPublicI18n } from '../../public-page/testing/render-public';
import { apiError, stubFetch } from '../testing/fetch-stub';
import { SubscribeForm } from './subscribe-form';

beforeAll(initPublicI18n);

it('is offered in the form posted without JavaScript: named fields, e-mail chosen, the endpoint in the page', () => {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(<SubscribeForm slug="acme" apiOrigin="" components={[]} />);
  const channels = [...holder.querySelectorAll<HTMLInputElement>('input[name="channel"]')];
  expect(channels.map((input) => [input.value, input.checked])).toEqual([
    ['email', true],
    ['webhook', false],
  ]);
  // Hidden by the form's CSS while "E-mail" is checked; the server ignores it for an e-mail.
  const endpoint = holder.querySelector<HTMLInputElement>('input[name="endpoint"]');
  expect(endpoint?.type).toBe('url');
  expect(endpoint?.closest('[data-endpoint-field]')).not.toBeNull();
  // What the address above is for a webhook is said in the webhook's field, not under the e-mail field.
  expect(holder.querySelector('input[name="email"]')?.hasAttribute('aria-describedby')).toBe(false);
  const hint = holder.querySelector(`[id="${endpoint?.getAttribute('aria-describedby')}"]`);
  expect(hint?.textContent).toBe(
    "The confirmation link goes to the e-mail address above, the webhook's contact address.",
  );
  expect(hint?.closest('[data-endpoint-field]')).toBe(endpoint?.closest('[data-endpoint-field]'));
});

it('shows a refused webhook post again: Webhook chosen, the endpoint as entered, its error under it', async () => {
  const user = userEvent.setup();
  const failure = {
    status: 400,
    code: 'validation_failed',
    details: [{ field: 'endpoint', code: 'https_required', message: 'Must be an https URL' }],
  };
  render(
    <SubscribeForm
      slug="acme"
      apiOrigin=""
      components={[]}
      initial={{
        kind: 'refused',
        email: 'ops@example.com',
        endpoint: 'http://hooks.example.com/in',
        componentIds: null,
        failure,
      }}
    />,
  );
  expect(screen.getByRole('radio', { name: /Webhook/ })).toBeChecked();
  const endpoint = screen.getByLabelText('Webhook URL (https)');
  expect(endpoint).toHaveValue('http://hooks.example.com/in');
  expect(endpoint).toHaveAttribute('aria-invalid', 'true');
  expect(endpoint).toHaveAccessibleDescription(
    'Enter a public https URL, like https://example.com/hooks/status.',
  );
  expect(screen.getByLabelText('Contact e-mail (the confirmation link goes here)')).toHaveValue(
    'ops@example.com',
  );
  // Once the script runs, choosing e-mail takes the endpoint away.
  await user.click(screen.getByRole('radio', { name: 'E-mail' }));
  expect(screen.queryByLabelText('Webhook URL (https)')).not.toBeInTheDocument();
});

it('subscribes a webhook: an https endpoint, confirmed through the contact e-mail', async () => {
  const calls = stubFetch(() => ({ status: 202, body: { state: 'check_inbox' } }));
  const user = userEvent.setup();
  render(<SubscribeForm slug="acme" apiOrigin="" components={[]} />);
  const email = screen.getByRole('radio', { name: 'E-mail' });
  expect(email).toBeChecked();
  email.focus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: /Webhook/ })).toBeChecked();
  await user.type(
    screen.getByLabelText('Contact e-mail (the confirmation link goes here)'),
    'ops@example.com',
  );
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByText('Enter the webhook URL.')).toBeVisible();
  const endpoint = screen.getByLabelText('Webhook URL (https)');
  await user.type(endpoint, 'http://hooks.example.com/in');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByText('Enter a public https URL, like https://example.com/hooks/status.')).toBeVisible();
  expect(endpoint).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);

  await user.clear(endpoint);
  await user.type(endpoint, 'https://hooks.example.com/in');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox to confirm');
  expect(calls.map((call) => call.body)).toEqual([
    {
      email: 'ops@example.com',
      endpoint: 'https://hooks.example.com/in',
      component_ids: null,
      language: 'en',
    },
  ]);
});

it("shows the server's refusal of the endpoint under it", async () => {
  stubFetch(() => apiError(400, 'validation_failed', 'endpoint'));
  const user = userEvent.setup();
  render(<SubscribeForm slug="acme" apiOrigin="" components={[]} />);
  await user.click(screen.getByRole('radio', { name: /Webhook/ }));
  await user.type(screen.getByLabelText('Webhook URL (https)'), 'https://10.0.0.1/in');
  await user.type(screen.getByLabelText(/Contact e-mail/), 'ops@example.com');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(
    await screen.findByText('Enter a public https URL, like https://example.com/hooks/status.'),
  ).toBeVisible();
  expect(screen.getByLabelText('Webhook URL (https)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
