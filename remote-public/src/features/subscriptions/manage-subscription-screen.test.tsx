import type { ManagedSubscription } from '@statusdeck/shared/public-site';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initPublicI18n } from '../public-page/testing/render-public';
import { ManageSubscriptionScreen } from './manage-subscription-screen';
import { apiError, type StubCall, type StubReply, stubFetch } from './testing/fetch-stub';

beforeAll(initPublicI18n);

const components = [
  { id: 'c-api', name: 'API', group_name: null, selected: true },
  { id: 'c-db', name: 'Database', group_name: 'Backend', selected: false },
];

const subscription = (overrides: Partial<ManagedSubscription> = {}): ManagedSubscription => ({
  page: {
    name: 'Acme',
    slug: 'acme',
    default_language: 'en',
    brand_color: '#2563eb',
    theme: 'auto',
    logo_url: null,
  },
  email: 'ann@example.com',
  state: 'confirmed',
  all_components: false,
  components,
  ...overrides,
});

/** The real API's behaviour for one subscription: GET reads it, PUT stores the choice, POST ends it. */
function api(initial: ManagedSubscription, refuse?: (call: StubCall) => StubReply | undefined) {
  let current = initial;
  const calls = stubFetch((call) => {
    const refusal = refuse?.(call);
    if (refusal) return refusal;
    if (call.method === 'PUT') {
      const ids = (call.body as { component_ids: string[] | null }).component_ids;
      current = {
        ...current,
        all_components: ids === null,
        components: current.components.map((c) => ({ ...c, selected: ids === null || ids.includes(c.id) })),
      };
    }
    if (call.method === 'POST') {
      current = { ...current, state: 'unsubscribed' };
      return { status: 200, body: { state: 'unsubscribed' } };
    }
    return { status: 200, body: current };
  });
  return calls;
}

it('shows the chosen components and saves a new choice', async () => {
  const calls = api(subscription());
  render(<ManageSubscriptionScreen token="tok" />);
  expect(await screen.findByRole('heading', { name: 'Your subscription to Acme' })).toBeVisible();
  expect(screen.getByText('Updates go to ann@example.com.')).toBeVisible();
  expect(document.title).toBe('Manage subscription');
  expect(screen.getByRole('radio', { name: 'Only the components I choose' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'API' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Backend: Database' })).not.toBeChecked();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Backend: Database' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'API' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your choice is saved.');
  expect(calls.at(-1)).toEqual({
    url: '/v1/public/subscriptions/manage',
    method: 'PUT',
    body: { token: 'tok', component_ids: ['c-db'] },
  });

  await userEvent.click(screen.getByRole('radio', { name: /All components/ }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('status');
  expect(calls.at(-1)?.body).toEqual({ token: 'tok', component_ids: null });
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

it('asks for at least one component instead of saving none', async () => {
  const calls = api(subscription());
  render(<ManageSubscriptionScreen token="tok" />);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'API' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Choose at least one component, or all of them.')).toBeVisible();
  expect(calls.map((call) => call.method)).toEqual(['GET']);
});

it('explains a refused save', async () => {
  api(subscription(), (call) => (call.method === 'PUT' ? apiError(409, 'subscription_ended') : undefined));
  render(<ManageSubscriptionScreen token="tok" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This address has unsubscribed. Subscribe again on the status page.',
  );
});

it('unsubscribes after a confirmation, or not when cancelled', async () => {
  const calls = api(subscription());
  render(<ManageSubscriptionScreen token="tok" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  const question = screen.getByRole('group', { name: 'Unsubscribe' });
  expect(within(question).getByText('Stop all e-mail updates from Acme to ann@example.com?')).toBeVisible();
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(calls.map((call) => call.method)).toEqual(['GET']);

  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, unsubscribe' }));
  // The same success as the unsubscribe screen's (with or without JavaScript), not "has ended".
  expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed');
  expect(screen.getByText('ann@example.com will get no more updates from Acme.')).toBeVisible();
  expect(screen.queryByText('This subscription has ended')).not.toBeInTheDocument();
  expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { token: 'tok' } });
  expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
    'href',
    '/public-page/subscribe?page=acme&lang=en',
  );
});

it('tells a pending subscription to confirm first, and a page without components that every update comes', async () => {
  api(subscription({ state: 'pending', all_components: true, components: [] }));
  render(<ManageSubscriptionScreen token="tok" />);
  expect(await screen.findByText(/This subscription is not confirmed yet/)).toBeVisible();
  expect(screen.getByText('This page lists no components: you get every update.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
});

it('shows an ended subscription as such', async () => {
  api(subscription({ state: 'unsubscribed' }));
  render(<ManageSubscriptionScreen token="tok" lang="ru" pageHref={() => '/'} />);
  expect(await screen.findByRole('heading', { name: 'Подписка завершена' })).toBeVisible();
  // Back to the subscribe screen and the page, in the language the screen is shown in.
  expect(screen.getByRole('link', { name: 'Подписаться снова' })).toHaveAttribute(
    'href',
    '/public-page/subscribe?page=acme&lang=ru',
  );
  expect(screen.getByRole('link', { name: 'Вернуться на страницу статуса' })).toHaveAttribute(
    'href',
    '/?lang=ru',
  );
});

it('explains an invalid link, and one without a token without asking the API', async () => {
  stubFetch(() => apiError(400, 'invalid_token'));
  const { unmount } = render(<ManageSubscriptionScreen token="nope" />);
  expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeVisible();
  unmount();
  const calls = stubFetch(() => ({ status: 200 }));
  render(<ManageSubscriptionScreen token={null} />);
  expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  expect(calls).toEqual([]);
});

it('shows a loading state, then speaks the page language', async () => {
  api(
    subscription({
      page: {
        name: 'Acme',
        slug: 'acme',
        default_language: 'ru',
        brand_color: '#2563eb',
        theme: 'auto',
        logo_url: null,
      },
    }),
  );
  render(<ManageSubscriptionScreen token="tok" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading your subscription…');
  expect(await screen.findByRole('heading', { name: 'Ваша подписка на Acme' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Сохранить' })).toBeVisible();
});

it('keeps the page’s name, logo, brand colour and theme on the manage screen', async () => {
  api(
    subscription({
      page: {
        name: 'Acme',
        slug: 'acme',
        default_language: 'en',
        brand_color: '#7c3aed',
        theme: 'light',
        logo_url: 'https://img.example.test/logo.png',
      },
    }),
  );
  const { container } = render(<ManageSubscriptionScreen token="tok" />);
  expect(await screen.findByRole('heading', { name: 'Your subscription to Acme' })).toBeVisible();
  const name = screen.getByText('Acme', { selector: 'span' });
  expect(name.parentElement?.querySelector('img')).toHaveAttribute(
    'src',
    'https://img.example.test/logo.png',
  );
  const root = container.querySelector('[data-theme]') as HTMLElement;
  expect(root).toHaveAttribute('data-theme', 'light');
  expect(root.getAttribute('style')).not.toContain('#0c66e4');
});
