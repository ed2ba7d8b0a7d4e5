import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snapshot } from '../features/public-page/testing/fixtures';
import { stubFetch } from '../features/subscriptions/testing/fetch-stub';
import { managedSubscription, serve, setUpHydration, subscriptionInput } from './testing/hydration';

const { hydrate, consoleErrors } = setUpHydration();

const input = subscriptionInput;
const subscription = managedSubscription;

it('hydrates the subscribe screen the server rendered with the page, without loading it again', async () => {
  const calls = stubFetch(() => ({ status: 202, body: {} }));
  const page = snapshot();
  const output = serve(input({ kind: 'subscribe', slug: 'acme', snapshot: page }));
  expect(output.head.title).toBe(`Subscribe to updates · ${page.page.name}`);
  const serverHeading = screen.getByRole('heading', { level: 1 });
  expect(serverHeading).toHaveTextContent(page.page.name);
  expect(await hydrate()).not.toBeNull();
  expect(consoleErrors()).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
  expect(calls).toEqual([]);
  // Interactive once hydrated: the form posts to this origin's public API.
  await userEvent.type(screen.getByLabelText('E-mail address'), 'ann@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByRole('status')).toBeVisible();
  expect(calls.map((call) => [call.method, call.url])).toEqual([
    ['POST', '/v1/public/pages/acme/subscribers'],
  ]);
});

it('hydrates the unsubscribe screen from its loading state, then loads the subscription', async () => {
  const calls = stubFetch(() => ({ status: 200, body: subscription() }));
  serve(input({ kind: 'unsubscribe', token: 'tok', lang: null }));
  // The server's HTML is the loading state (the subscription is the reader's, fetched with the token).
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  await hydrate();
  expect(consoleErrors()).not.toHaveBeenCalled();
  expect(await screen.findByText('Stop e-mail updates from Acme to ann@example.com?')).toBeVisible();
  expect(calls.map((call) => call.url)).toEqual(['/v1/public/subscriptions/manage?token=tok']);
});

it('hydrates the confirm screen in the language of its link and confirms once', async () => {
  const calls = stubFetch(() => ({ status: 200, body: { state: 'confirmed' } }));
  serve(input({ kind: 'confirm-subscription', token: 'tok', slug: 'acme', lang: 'ru' }, 'ru'));
  expect(document.querySelector('[lang="ru"]')).not.toBeNull();
  const ru = require('../../../locales/ru/translation.json').public.subscriptions.confirm;
  // The server's HTML asks (its button posts without JavaScript); opening the link confirms nothing there.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ru.askTitle);
  expect(screen.getByRole('button', { name: ru.button })).toBeVisible();
  await hydrate();
  expect(consoleErrors()).not.toHaveBeenCalled();
  expect(await screen.findByRole('heading', { level: 1, name: ru.successTitle })).toBeVisible();
  expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
    ['POST', '/v1/public/subscriptions/confirm', { token: 'tok' }],
  ]);
});
