import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { initPublicI18n } from '../public-page/testing/render-public';
import { ConfirmSubscriptionScreen } from './confirm-subscription-screen';
import { apiError, stubFetch } from './testing/fetch-stub';

beforeAll(initPublicI18n);

it('confirms once (also under StrictMode) and says so, with the way back to the page', async () => {
  const calls = stubFetch(() => ({ status: 200, body: { state: 'confirmed' } }));
  render(
    <StrictMode>
      <ConfirmSubscriptionScreen token="tok" slug="acme" apiOrigin="https://api.example.test" />
    </StrictMode>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription…');
  expect(await screen.findByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  expect(calls).toEqual([
    {
      url: 'https://api.example.test/v1/public/subscriptions/confirm',
      method: 'POST',
      body: { token: 'tok' },
    },
  ]);
  expect(screen.getByRole('link', { name: 'Back to the status page' })).toHaveAttribute(
    'href',
    '/public-page?page=acme',
  );
  expect(document.title).toBe('Confirm subscription');
});

it('offers the subscribe screen when the link has expired, in en and ru', async () => {
  stubFetch(() => apiError(400, 'token_expired'));
  const { unmount } = render(<ConfirmSubscriptionScreen token="tok" slug="acme" />);
  expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
  expect(
    screen.getByText('Confirmation links work for 7 days. Subscribe again to get a new one.'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
    'href',
    '/public-page/subscribe?page=acme',
  );
  expect(screen.queryByText(/you are subscribed/i)).not.toBeInTheDocument();
  unmount();
  render(<ConfirmSubscriptionScreen token="tok" slug="acme" lang="ru" />);
  expect(await screen.findByRole('heading', { name: 'Срок действия ссылки истёк' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Подписаться снова' })).toHaveAttribute(
    'href',
    '/public-page/subscribe?page=acme&lang=ru',
  );
});

it('explains a page that filled up before the link was used, in en and ru, and lets it be tried again', async () => {
  const calls = stubFetch(() => apiError(402, 'PLAN_LIMIT_REACHED'));
  const { unmount } = render(<ConfirmSubscriptionScreen token="tok" slug="acme" />);
  expect(
    await screen.findByRole('heading', { name: 'The subscription could not be confirmed' }),
  ).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This status page has as many subscribers as its plan allows. Your link keeps working until it expires: try it again later.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(calls).toHaveLength(2);
  unmount();
  render(<ConfirmSubscriptionScreen token="tok" slug="acme" lang="ru" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'У этой страницы статуса столько подписчиков, сколько позволяет её тариф. Ссылка работает до конца срока: попробуйте позже.',
  );
});

it('says "already subscribed" for a used link, in en and ru, with nothing more to press', async () => {
  stubFetch(() => ({ status: 200, body: { state: 'already_confirmed' } }));
  const { unmount } = render(<ConfirmSubscriptionScreen token="used" slug="acme" />);
  expect(await screen.findByRole('heading', { name: 'You are already subscribed' })).toBeVisible();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByText(/does not work/)).not.toBeInTheDocument();
  unmount();
  render(<ConfirmSubscriptionScreen token="used" slug="acme" lang="ru" />);
  expect(await screen.findByRole('heading', { name: 'Вы уже подписаны' })).toBeVisible();
});

it('shows the state the server found for a used link without calling the API', () => {
  const calls = stubFetch(() => ({ status: 200, body: { state: 'already_confirmed' } }));
  render(<ConfirmSubscriptionScreen token="used" slug="acme" initialResult={{ kind: 'already' }} />);
  expect(screen.getByRole('heading', { name: 'You are already subscribed' })).toBeVisible();
  expect(calls).toEqual([]);
});

it('explains a link no subscription holds, and a link without a token, without calling the API for the latter', async () => {
  stubFetch(() => apiError(400, 'invalid_token'));
  const { unmount } = render(<ConfirmSubscriptionScreen token="never" slug="acme" />);
  expect(await screen.findByRole('heading', { name: 'This confirmation link does not work' })).toBeVisible();
  expect(screen.queryByText(/you are subscribed/i)).not.toBeInTheDocument();
  unmount();
  const calls = stubFetch(() => ({ status: 200 }));
  render(<ConfirmSubscriptionScreen token={null} />);
  expect(screen.getByRole('heading', { name: 'This confirmation link does not work' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Back to the status page' })).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('tells a failure by cause and retries', async () => {
  let answer: 'network' | { status: number; body: unknown } = 'network';
  stubFetch(() => answer);
  render(<ConfirmSubscriptionScreen token="tok" slug="acme" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The status service did not answer. Check your connection and try again.',
  );
  answer = { status: 200, body: { state: 'confirmed' } };
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'You are subscribed' })).toBeVisible();
});

it('speaks the language of the link', async () => {
  stubFetch(() => ({ status: 200, body: { state: 'confirmed' } }));
  render(<ConfirmSubscriptionScreen token="tok" slug="acme" lang="ru" />);
  expect(await screen.findByRole('heading', { name: 'Вы подписаны' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Вернуться на страницу статуса' })).toBeVisible();
});
