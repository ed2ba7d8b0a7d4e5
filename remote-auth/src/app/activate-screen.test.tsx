import { deferredReply, installFakeFetch, routes, sentRequest } from '@statusdeck/shared/testing';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { expectPath, initTestI18n, renderApp } from '../testing/render-app';

beforeAll(initTestI18n);
beforeEach(() => localStorage.clear());
afterEach(() => i18next.changeLanguage('en'));

// Each test uses its own token: a token is verified at most once per page load, by design.
describe('activate', () => {
  it('shows a spinner, verifies the token exactly once under StrictMode, then offers to sign in', async () => {
    const reply = deferredReply();
    const { calls } = installFakeFetch(routes({ 'POST /v1/users/verify-email': reply.handler }));
    const { user } = await renderApp('/activate/token-ok', { strict: true });
    expect(screen.getByText('Verifying your e-mail…').closest('[role="status"]')).toBeInTheDocument();
    reply.resolve({ status: 200, body: { verified: true, already_verified: false } });

    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
    expect(calls.map(sentRequest)).toEqual([
      {
        method: 'POST',
        path: '/v1/users/verify-email',
        body: { token: 'token-ok' },
        authorization: undefined,
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    await expectPath('/auth/signin');
  });

  it('says "verified" once, in the title, and leads on with a primary button-styled link', async () => {
    installFakeFetch(
      routes({
        'POST /v1/users/verify-email': { status: 200, body: { verified: true, already_verified: false } },
      }),
    );
    await renderApp('/activate/token-button');
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
    expect(screen.getAllByText(/verified/i)).toHaveLength(1);
    expect(
      screen.getByText('You can now sign in with your e-mail address and password.'),
    ).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Go to sign in' });
    expect(next).toHaveAttribute('href', '/auth/signin');
    // The primary button's fill (theme.colors.primary) and text colour, not the plain link's.
    expect(next).toHaveStyle({ backgroundColor: 'rgb(12, 102, 228)', color: 'rgb(255, 255, 255)' });
  });

  it('says a link opened again is for an account already verified, and offers sign-in, not a new link', async () => {
    installFakeFetch(
      routes({
        'POST /v1/users/verify-email': { status: 200, body: { verified: true, already_verified: true } },
      }),
    );
    const { user } = await renderApp('/activate/token-opened-again');
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail is already verified' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This link was used before. Sign in with your e-mail address and password.'),
    ).toBeVisible();
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    await expectPath('/auth/signin');
  });

  it('explains an invalid or expired link and sends a new one on request', async () => {
    const { calls } = installFakeFetch(
      routes({
        'POST /v1/users/verify-email': {
          status: 400,
          body: { code: 'invalid_token', message: 'Invalid token' },
        },
        'POST /v1/users/resend-verification': { status: 202, body: { ok: true } },
      }),
    );
    const { user } = await renderApp('/activate/token-used');
    expect(
      await screen.findByRole('heading', { name: 'This verification link is invalid or has expired' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(
      await screen.findByText(
        'If ada@example.com belongs to an account that is not verified yet, a new verification link is on its way.',
      ),
    ).toBeInTheDocument();
    // The card moves on: no stale "link is invalid" title or "enter your address" prompt.
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.queryByText(/Enter your e-mail address/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(calls.map(sentRequest).at(-1)).toEqual({
      method: 'POST',
      path: '/v1/users/resend-verification',
      body: { email: 'ada@example.com' },
      authorization: undefined,
    });
  });

  it('lets the user try again after a server failure', async () => {
    let calls = 0;
    installFakeFetch(
      routes({
        'POST /v1/users/verify-email': () => {
          calls += 1;
          return calls === 1
            ? { status: 503, body: { code: 'unavailable', message: 'Service unavailable' } }
            : { status: 200, body: { verified: true, already_verified: false } };
        },
      }),
    );
    const { user } = await renderApp('/activate/token-retry');
    expect(
      await screen.findByRole('heading', { name: 'We could not verify your e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Please try again in a moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("shows failures in Russian instead of the server's English message", async () => {
    await i18next.changeLanguage('ru');
    installFakeFetch(
      routes({
        'POST /v1/users/verify-email': {
          status: 503,
          body: { code: 'service_unavailable', message: 'Service unavailable' },
        },
      }),
    );
    await renderApp('/activate/token-ru');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сервис временно недоступен. Попробуйте ещё раз чуть позже.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Service unavailable');
  });

  it('shows a refused resend request in Russian', async () => {
    installFakeFetch(
      routes({
        'POST /v1/users/verify-email': {
          status: 400,
          body: { code: 'invalid_token', message: 'Invalid token' },
        },
        'POST /v1/users/resend-verification': {
          status: 400,
          body: { code: 'validation_failed', message: 'email must be a valid e-mail' },
        },
      }),
    );
    await i18next.changeLanguage('ru');
    const { user } = await renderApp('/activate/token-ru-resend');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Отправить новую ссылку' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Некоторые данные не приняты. Проверьте их и попробуйте ещё раз.');
    expect(alert).not.toHaveTextContent('email must be a valid e-mail');
  });
});
