// The subscription screens as the server renders them for a browser without JavaScript — its forms
// post to the screens' own addresses (server/src/modules/public-render/subscription-forms.ts) — and
// with the outcome of such a post; the script hydrates each state as it is and goes on from there.

import type { ManagedSubscription } from '@statusdeck/shared/public-site';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snapshot } from '../features/public-page/testing/fixtures';
import { stubFetch } from '../features/subscriptions/testing/fetch-stub';
import { managedSubscription, serve, setUpHydration, subscriptionInput } from './testing/hydration';

const { hydrate, consoleErrors } = setUpHydration();

const ru = require('../../../locales/ru/translation.json').public.subscriptions;

const input = subscriptionInput;

const subscription = (overrides: Partial<ManagedSubscription> = {}): ManagedSubscription =>
  managedSubscription({
    all_components: false,
    components: [
      { id: 'c-api', name: 'API', group_name: null, selected: true },
      { id: 'c-db', name: 'Database', group_name: 'Backend', selected: false },
    ],
    ...overrides,
  });

/** Hydrates what `serve` wrote: no mismatch reported, nothing asked of the API by then. */
async function hydrateQuietly(calls: unknown[]) {
  expect(await hydrate()).not.toBeNull();
  expect(consoleErrors()).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
}

const form = () => {
  const element = document.querySelector('form');
  if (!element) throw new Error('no form');
  return element;
};

describe('the subscribe screen', () => {
  it('posts its form to its own address, every component listed for the CSS-only disclosure', async () => {
    const calls = stubFetch(() => ({ status: 202, body: {} }));
    serve(input({ kind: 'subscribe', slug: 'acme', snapshot: snapshot() }));
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/public-page/subscribe?page=acme&lang=en');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(document.querySelector('noscript')).toBeNull();
    // Every component is in the page, hidden by CSS while "All components" is checked (a real browser
    // shows them once the other choice is: e2e public-page-no-js; jsdom does not re-match :has(:checked)).
    const boxes = document.querySelectorAll('input[type="checkbox"][name="component_ids"]');
    expect([...boxes].map((box) => box.getAttribute('value'))).toEqual(['c-api', 'c-db', 'c-cdn', 'c-web']);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await hydrateQuietly(calls);
    // With the script, the list shows only once "only these" is chosen.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('hydrates "check your inbox" after an accepted post, same copy as the script shows', async () => {
    const calls = stubFetch(() => ({ status: 202, body: {} }));
    serve(
      input({
        kind: 'subscribe',
        slug: 'acme',
        snapshot: snapshot(),
        form: { kind: 'sent', email: 'ann@example.com' },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Check your inbox to confirm');
    expect(
      screen.getByText(
        'We sent a message to ann@example.com. Open the link in it to confirm your subscription.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Use another address' })).toHaveAttribute(
      'href',
      '/public-page/subscribe?page=acme&lang=en',
    );
    await hydrateQuietly(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
  });

  it('hydrates a refused post in Russian with what was entered and one message', async () => {
    const calls = stubFetch(() => ({ status: 202, body: { state: 'check_inbox' } }));
    serve(
      input(
        {
          kind: 'subscribe',
          slug: 'acme',
          snapshot: snapshot(),
          form: {
            kind: 'refused',
            email: 'ann@example.com',
            componentIds: ['c-db'],
            failure: { status: 429, code: 'TOO_MANY_REQUESTS', details: [], retryAfterSeconds: 3000 },
          },
        },
        'ru',
      ),
    );
    expect(form()).toHaveAttribute('action', '/public-page/subscribe?page=acme&lang=ru');
    // The limit's Retry-After (50 minutes here) says when to try again, in Russian plural form.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Слишком много попыток. Попробуйте снова примерно через 50 минут.',
    );
    expect(screen.getByLabelText(ru.form.emailLabel)).toHaveValue('ann@example.com');
    expect(screen.getByRole('radio', { name: ru.form.chosenComponents })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Core: Database' })).toBeChecked();
    await hydrateQuietly(calls);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Core: Database' })).toBeChecked();
    // Sent again through the API: the same choice.
    await userEvent.click(screen.getByRole('button', { name: ru.form.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(ru.done.title);
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'ann@example.com', component_ids: ['c-db'], language: 'ru' },
    ]);
  });

  it('links a refused address to its message, as rendered and once hydrated', async () => {
    const calls = stubFetch(() => ({ status: 202, body: { state: 'check_inbox' } }));
    serve(
      input({
        kind: 'subscribe',
        slug: 'acme',
        snapshot: snapshot(),
        form: {
          kind: 'refused',
          email: 'nope',
          componentIds: null,
          failure: {
            status: 400,
            code: 'validation_failed',
            details: [{ field: 'email', code: 'invalid', message: 'email is invalid' }],
          },
        },
      }),
    );
    const field = () => screen.getByLabelText('E-mail address');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await hydrateQuietly(calls);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
  });
});

describe('the confirm screen', () => {
  it('asks with a button posting to the link’s address: opening it sends nothing', () => {
    serve(input({ kind: 'confirm-subscription', token: 'tok', slug: 'acme', lang: 'en' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your subscription');
    expect(
      screen.getByText('Press the button to start getting e-mail updates from this status page.'),
    ).toBeVisible();
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute(
      'action',
      '/public-page/subscriptions/confirm?token=tok&page=acme&lang=en',
    );
    expect(within(form()).getByRole('button', { name: 'Confirm subscription' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it.each([
    [{ kind: 'confirmed' } as const, 'You are subscribed', ru.confirm.successTitle],
    [{ kind: 'already' } as const, 'You are already subscribed', ru.confirm.alreadyTitle],
    [{ kind: 'expired' } as const, 'This link has expired', ru.confirm.expiredTitle],
    [{ kind: 'invalid' } as const, 'This confirmation link does not work', ru.confirm.invalidTitle],
  ])(
    'hydrates the outcome of its post (%j) without confirming again, in English and Russian',
    async (result, en, russian) => {
      for (const [language, title] of [
        ['en', en],
        ['ru', russian],
      ] as const) {
        const calls = stubFetch(() => ({ status: 200, body: { state: 'confirmed' } }));
        serve(
          input(
            { kind: 'confirm-subscription', token: 'tok', slug: 'acme', lang: language, result },
            language,
          ),
        );
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
        await hydrateQuietly(calls);
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
        expect(calls).toEqual([]);
        document.body.innerHTML = '';
      }
    },
  );

  it('offers to post again after a refusal (too many attempts); with the script, the button confirms through the API', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { state: 'confirmed' } }));
    serve(
      input({
        kind: 'confirm-subscription',
        token: 'tok',
        slug: 'acme',
        lang: null,
        result: { kind: 'failed', failure: { status: 429, code: 'TOO_MANY_REQUESTS', details: [] } },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(form()).toHaveAttribute('action', '/public-page/subscriptions/confirm?token=tok&page=acme');
    await hydrateQuietly(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are subscribed' })).toBeVisible();
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/v1/public/subscriptions/confirm'],
    ]);
  });
});

describe('the manage screen', () => {
  it('renders the loaded subscription as a form posting to its address; Unsubscribe leads to the unsubscribe screen', async () => {
    const calls = stubFetch(() => ({ status: 200, body: subscription() }));
    serve(
      input({
        kind: 'manage-subscription',
        token: 'tok',
        lang: null,
        initial: { state: { kind: 'ready', subscription: subscription() } },
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your subscription to Acme');
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/public-page/subscriptions/manage?token=tok');
    expect(screen.getByRole('radio', { name: 'Only the components I choose' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'API' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Backend: Database' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute(
      'href',
      '/public-page/subscriptions/unsubscribe?token=tok',
    );
    await hydrateQuietly(calls);
    // With the script: the question in place, and saving through the API.
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(screen.getByRole('group', { name: 'Unsubscribe' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your choice is saved.');
    expect(calls.map((call) => [call.method, call.body])).toEqual([
      ['PUT', { token: 'tok', component_ids: ['c-api'] }],
    ]);
  });

  it('hydrates the saved state of its post in Russian', async () => {
    const calls = stubFetch(() => ({ status: 200, body: subscription() }));
    const saved = subscription({
      all_components: true,
      page: { name: 'Acme', slug: 'acme', default_language: 'ru' },
    });
    serve(
      input(
        {
          kind: 'manage-subscription',
          token: 'tok',
          lang: null,
          initial: { state: { kind: 'ready', subscription: saved }, outcome: { kind: 'saved' } },
        },
        'ru',
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(ru.manage.saved);
    expect(screen.getByRole('radio', { name: new RegExp(ru.form.allComponents) })).toBeChecked();
    await hydrateQuietly(calls);
    expect(screen.getByRole('status')).toHaveTextContent(ru.manage.saved);
    expect(screen.getByRole('button', { name: ru.manage.unsubscribe })).toBeVisible();
  });

  it('shows a refused choice again with its message', async () => {
    const calls = stubFetch(() => ({ status: 200, body: subscription() }));
    serve(
      input({
        kind: 'manage-subscription',
        token: 'tok',
        lang: 'en',
        initial: {
          state: { kind: 'ready', subscription: subscription() },
          outcome: {
            kind: 'refused',
            failure: {
              status: 400,
              code: 'validation_failed',
              details: [{ field: 'component_ids', code: 'required', message: '' }],
            },
            componentIds: [],
          },
        },
      }),
    );
    expect(screen.getByText('Choose at least one component, or all of them.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'API' })).not.toBeChecked();
    expect(form()).toHaveAttribute('action', '/public-page/subscriptions/manage?token=tok&lang=en');
    await hydrateQuietly(calls);
    expect(screen.getByText('Choose at least one component, or all of them.')).toBeVisible();
  });

  it('renders an unknown link and a refused load (with a link to try again) from the server', async () => {
    const calls = stubFetch(() => ({ status: 200, body: subscription() }));
    serve(
      input({
        kind: 'manage-subscription',
        token: 'nope',
        lang: null,
        initial: { state: { kind: 'invalid' } },
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link does not work');
    await hydrateQuietly(calls);
    document.body.innerHTML = '';

    serve(
      input({
        kind: 'manage-subscription',
        token: 'tok',
        lang: null,
        initial: {
          state: { kind: 'failed', failure: { status: 429, code: 'TOO_MANY_REQUESTS', details: [] } },
        },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/public-page/subscriptions/manage?token=tok',
    );
    await hydrateQuietly(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your subscription to Acme' })).toBeVisible();
  });
});

describe('the unsubscribe screen', () => {
  it('renders the question with a form the server tells from a mail provider’s one-click post', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { state: 'unsubscribed' } }));
    serve(
      input({
        kind: 'unsubscribe',
        token: 'tok',
        lang: 'en',
        initial: { state: { kind: 'ready', subscription: subscription() } },
      }),
    );
    expect(screen.getByText('Stop e-mail updates from Acme to ann@example.com?')).toBeVisible();
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/public-page/subscriptions/unsubscribe?token=tok&lang=en');
    expect(form().querySelector('input[type="hidden"]')).toHaveAttribute('name', 'screen');
    expect(form().querySelector('input[type="hidden"]')).toHaveAttribute('value', 'unsubscribe');
    expect(screen.getByRole('link', { name: 'Choose components instead' })).toHaveAttribute(
      'href',
      '/public-page/subscriptions/manage?token=tok&lang=en',
    );
    await hydrateQuietly(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed');
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/v1/public/subscriptions/unsubscribe'],
    ]);
  });

  it('hydrates the outcome of its post in Russian: just unsubscribed, announced', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    const ended = subscription({
      state: 'unsubscribed',
      page: { name: 'Acme', slug: 'acme', default_language: 'ru' },
    });
    serve(
      input(
        {
          kind: 'unsubscribe',
          token: 'tok',
          lang: null,
          initial: { state: { kind: 'ready', subscription: ended }, outcome: { kind: 'unsubscribed' } },
        },
        'ru',
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(ru.unsubscribe.doneTitle);
    expect(screen.getByText('На ann@example.com больше не будут приходить обновления Acme.')).toBeVisible();
    expect(screen.getByRole('link', { name: ru.subscribeAgain })).toHaveAttribute(
      'href',
      '/public-page/subscribe?page=acme&lang=ru',
    );
    expect(screen.getByRole('link', { name: ru.backToPage })).toHaveAttribute(
      'href',
      '/public-page?page=acme&lang=ru',
    );
    await hydrateQuietly(calls);
    expect(screen.getByRole('status')).toHaveTextContent(ru.unsubscribe.doneTitle);
  });
});
