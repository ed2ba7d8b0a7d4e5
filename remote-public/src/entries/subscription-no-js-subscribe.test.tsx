// The subscription screens as the server renders them for a browser without JavaScript (their forms post to
// the screens' own addresses) and with the outcome of such a post; the script hydrates each state as it is
// and goes on from there. Here: the subscribe and confirm screens.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snapshot } from '../features/public-page/testing/fixtures';
import { stubFetch } from '../features/subscriptions/testing/fetch-stub';
import { serve } from './testing/hydration';
import { form, input, ru, setUpNoJsScreens } from './testing/subscription-no-js';

const { hydrateQuietly } = setUpNoJsScreens();

const CONTACT_HINT = "The confirmation link goes to the e-mail address above, the webhook's contact address.";

describe('the subscribe screen', () => {
  it.each([
    ['en', 'E-mail address', 'Webhook URL (https)', 'Notify me by', CONTACT_HINT],
    ['ru', ru.form.emailLabel, ru.form.endpointLabel, ru.form.channelLegend, ru.form.endpointContactHint],
  ] as const)(
    'keeps each hint with its own field and channel (%s)',
    async (language, email, url, legend, hint) => {
      const calls = stubFetch(() => ({ status: 202, body: {} }));
      serve(input({ kind: 'subscribe', slug: 'acme', snapshot: snapshot() }, language));
      // The e-mail field says nothing of webhooks; the webhook's field (hidden by CSS while "E-mail" is
      // checked) says that the address above is its contact.
      expect(screen.getByLabelText(email)).not.toHaveAttribute('aria-describedby');
      const endpoint = screen.getByLabelText(url);
      expect(endpoint).toHaveAccessibleDescription(hint);
      const hintElement = screen.getByText(hint);
      expect(hintElement.closest('[data-endpoint-field]')).toBe(endpoint.closest('[data-endpoint-field]'));
      expect(within(screen.getByRole('group', { name: legend })).queryByText(hint)).toBeNull();
      await hydrateQuietly(calls);
      // With the script the label follows the channel: no hint needed.
      expect(screen.queryByText(hint)).toBeNull();
    },
  );

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
    // Only its own message: what the address is for a webhook is said in the webhook's field.
    expect(field()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await hydrateQuietly(calls);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
  });

  it('hydrates a refused webhook post: Webhook chosen, the endpoint and its message; sent again through the API', async () => {
    const calls = stubFetch(() => ({ status: 202, body: { state: 'check_inbox' } }));
    serve(
      input({
        kind: 'subscribe',
        slug: 'acme',
        snapshot: snapshot(),
        form: {
          kind: 'refused',
          email: 'ops@example.com',
          endpoint: 'hooks.example.com/in',
          componentIds: null,
          failure: {
            status: 400,
            code: 'validation_failed',
            details: [{ field: 'endpoint', code: 'invalid_url', message: 'Must be an absolute URL' }],
          },
        },
      }),
    );
    const endpoint = () => screen.getByLabelText('Webhook URL (https)');
    const message = 'Enter a public https URL, like https://example.com/hooks/status.';
    expect(screen.getByRole('radio', { name: /^Webhook/ })).toBeChecked();
    expect(endpoint()).toHaveValue('hooks.example.com/in');
    expect(endpoint()).toHaveAccessibleDescription(`${message} ${CONTACT_HINT}`);
    await hydrateQuietly(calls);
    expect(screen.getByRole('radio', { name: /^Webhook/ })).toBeChecked();
    expect(endpoint()).toHaveAccessibleDescription(message);
    await userEvent.clear(endpoint());
    await userEvent.type(endpoint(), 'https://hooks.example.com/in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
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
