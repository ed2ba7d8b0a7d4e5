// The subscription screens as the server renders them for a browser without JavaScript (their forms post to
// the screens' own addresses) and with the outcome of such a post; the script hydrates each state as it is
// and goes on from there. Here: the manage and unsubscribe screens.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../features/subscriptions/testing/fetch-stub';
import { serve } from './testing/hydration';
import { form, input, ru, setUpNoJsScreens, subscription } from './testing/subscription-no-js';

const { hydrateQuietly } = setUpNoJsScreens();

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
      page: {
        name: 'Acme',
        slug: 'acme',
        default_language: 'ru',
        brand_color: '#2563eb',
        theme: 'auto',
        logo_url: null,
      },
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
      page: {
        name: 'Acme',
        slug: 'acme',
        default_language: 'ru',
        brand_color: '#2563eb',
        theme: 'auto',
        logo_url: null,
      },
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
