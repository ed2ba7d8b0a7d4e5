import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initPublicI18n } from '../public-page/testing/render-public';
import { apiError, type StubReply, stubFetch } from './testing/fetch-stub';
import { managedSubscription } from './testing/fixtures';
import { UnsubscribeScreen } from './unsubscribe-screen';

beforeAll(initPublicI18n);

const subscription = managedSubscription;

it('asks before unsubscribing: opening the link changes nothing, the button does', async () => {
  let unsubscribeReply: StubReply = { status: 200, body: { state: 'unsubscribed' } };
  const calls = stubFetch((call) =>
    call.method === 'GET' ? { status: 200, body: subscription() } : unsubscribeReply,
  );
  render(<UnsubscribeScreen token="tok" apiOrigin="https://api.example.test" />);
  expect(await screen.findByText('Stop e-mail updates from Acme to ann@example.com?')).toBeVisible();
  expect(calls.map((call) => call.method)).toEqual(['GET']);
  expect(calls[0]?.url).toBe('https://api.example.test/v1/public/subscriptions/manage?token=tok');
  expect(screen.getByRole('link', { name: 'Choose components instead' })).toHaveAttribute(
    'href',
    '/public-page/subscriptions/manage?token=tok',
  );
  expect(document.title).toBe('Unsubscribe');

  unsubscribeReply = apiError(429, 'TOO_MANY_REQUESTS');
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');

  unsubscribeReply = { status: 200, body: { state: 'unsubscribed' } };
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed');
  expect(screen.getByText('ann@example.com will get no more updates from Acme.')).toBeVisible();
  expect(screen.getByText('Changed your mind?')).toBeVisible();
  // "Subscribe again" opens the page's subscribe screen (on the product's origin), in this language.
  expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
    'href',
    'https://api.example.test/public-page/subscribe?page=acme&lang=en',
  );
  expect(screen.getByRole('link', { name: 'Back to the status page' })).toHaveAttribute(
    'href',
    '/public-page?page=acme&lang=en',
  );
  expect(calls.at(-1)).toEqual({
    url: 'https://api.example.test/v1/public/subscriptions/unsubscribe',
    method: 'POST',
    body: { token: 'tok' },
  });
});

it('says so when the address is already unsubscribed', async () => {
  stubFetch(() => ({ status: 200, body: subscription({ state: 'unsubscribed' }) }));
  render(<UnsubscribeScreen token="tok" />);
  expect(await screen.findByRole('heading', { name: 'You are already unsubscribed' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
});

it('explains a link that names no subscription', async () => {
  stubFetch(() => apiError(400, 'invalid_token'));
  render(<UnsubscribeScreen token="nope" />);
  expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeVisible();
});

it('retries a failed load', async () => {
  let reply: StubReply = apiError(503, 'service_unavailable');
  stubFetch(() => reply);
  render(<UnsubscribeScreen token="tok" />);
  expect(await screen.findByRole('heading', { name: 'The subscription could not be loaded' })).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  reply = { status: 200, body: subscription() };
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeVisible();
});

it('speaks the page language', async () => {
  stubFetch(() => ({
    status: 200,
    body: subscription({
      page: {
        name: 'Acme',
        slug: 'acme',
        default_language: 'ru',
        brand_color: '#2563eb',
        theme: 'auto',
        logo_url: null,
      },
    }),
  }));
  render(<UnsubscribeScreen token="tok" />);
  expect(await screen.findByText('Больше не присылать обновления Acme на ann@example.com?')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Отписаться' })).toBeVisible();
});
