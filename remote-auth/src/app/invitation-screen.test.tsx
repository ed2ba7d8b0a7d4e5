import { deferredReply, installFakeFetch, type Reply, routes, sentRequest } from '@statusdeck/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { expectPath, initTestI18n, renderApp } from '../testing/render-app';

beforeAll(initTestI18n);
beforeEach(() => localStorage.clear());
afterEach(() => i18next.changeLanguage('en'));

const invitation = (overrides: Record<string, unknown> = {}) => ({
  email: 'newcomer@example.com',
  role: 'editor',
  organization_name: 'Acme',
  expires_at: '2030-01-08T12:00:00.000Z',
  account_exists: false,
  ...overrides,
});

const joined: Reply = {
  status: 200,
  body: {
    user: { id: 'u9', email: 'newcomer@example.com', organization_id: 'o1', role: 'editor' },
    access_token: 'access-after-join',
    refresh_token: 'refresh-after-join',
  },
};

type Session = Awaited<ReturnType<typeof renderApp>>['user'];

/** Types a value the quick way (paste), as a password manager would fill it. */
async function fill(user: Session, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

/** The lookup and acceptance of one invitation token (each test uses its own: the lookup is cached). */
function serve(
  token: string,
  lookup: Reply | (() => Promise<Reply>),
  accept?: Reply | (() => Promise<Reply>),
) {
  return installFakeFetch(
    routes({
      [`GET /v1/public/invitations/${token}`]: lookup,
      ...(accept ? { 'POST /v1/public/invitations/accept': accept } : {}),
    }),
  );
}

describe('invitation for a new e-mail address', () => {
  it('says who invited as what, checks the password first, then joins and opens the console', async () => {
    const reply = deferredReply();
    const { calls } = serve('tok-new', { status: 200, body: invitation() }, reply.handler);
    const { user } = await renderApp('/auth/invitation/tok-new');
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeInTheDocument();
    expect(screen.getByText('Acme invited you as an editor.')).toBeInTheDocument();
    expect(screen.getByText(/new account newcomer@example\.com/)).toBeInTheDocument();
    expect(document.title).toBe('Join an organisation · Statusdeck');

    await fill(user, 'Password', 'short');
    await fill(user, 'Confirm password', 'other');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('The password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText('Password'));
    await fill(user, 'Password', 'long enough 1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await fill(user, 'Confirm password', 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create account and join' })).toBeDisabled(),
    );
    expect(screen.getByLabelText('Password')).toBeDisabled();
    reply.resolve(joined);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await expectPath('/');
    expect(calls.map(sentRequest)).toEqual([
      { method: 'GET', path: '/v1/public/invitations/tok-new', body: undefined, authorization: undefined },
      {
        method: 'POST',
        path: '/v1/public/invitations/accept',
        body: { token: 'tok-new', password: 'long enough 1' },
        authorization: undefined,
      },
    ]);
    // Stored as a sign-in stores its session.
    expect(localStorage.getItem('access_token')).toBe('access-after-join');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-after-join');
    expect(JSON.parse(localStorage.getItem('current_user') ?? 'null')).toMatchObject({
      email: 'newcomer@example.com',
    });
    expect(await screen.findByText('You joined Acme')).toBeInTheDocument();
  });

  it('shows the server’s password rule on the field', async () => {
    serve(
      'tok-rule',
      { status: 200, body: invitation() },
      {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'The request is invalid',
          details: [
            {
              field: 'password',
              code: 'too_short',
              message: 'password must NOT have fewer than 8 characters',
            },
          ],
        },
      },
    );
    const { user } = await renderApp('/auth/invitation/tok-rule');
    await screen.findByLabelText('Password');
    await fill(user, 'Password', 'long enough 1');
    await fill(user, 'Confirm password', 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('The password must be at least 8 characters')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('invitation for an existing account', () => {
  it('asks for that account’s password; a wrong one is said on the field and nothing is stored', async () => {
    const { calls } = serve(
      'tok-existing',
      { status: 200, body: invitation({ account_exists: true, role: 'viewer' }) },
      { status: 401, body: { code: 'invalid_credentials', message: 'Wrong e-mail or password' } },
    );
    const { user } = await renderApp('/auth/invitation/tok-existing');
    expect(await screen.findByText('Acme invited you as a viewer.')).toBeInTheDocument();
    expect(
      screen.getByText(/already have a Statusdeck account with newcomer@example\.com/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/request-reset',
    );

    await user.click(screen.getByRole('button', { name: 'Sign in and join' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await fill(user, 'Password', 'not mine');
    await user.click(screen.getByRole('button', { name: 'Sign in and join' }));
    expect(await screen.findByText('This is not the password of this account')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/invitation/tok-existing');
  });

  it('joins with the right password', async () => {
    serve('tok-existing-ok', { status: 200, body: invitation({ account_exists: true }) }, joined);
    const { user } = await renderApp('/auth/invitation/tok-existing-ok');
    await screen.findByLabelText('Password');
    await fill(user, 'Password', 'my password');
    await user.click(screen.getByRole('button', { name: 'Sign in and join' }));
    await expectPath('/');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-after-join');
  });

  it('explains one organisation per user when the account’s organisation is in use', async () => {
    serve(
      'tok-busy',
      { status: 200, body: invitation({ account_exists: true }) },
      { status: 409, body: { code: 'already_in_organization', message: 'This account already belongs…' } },
    );
    const { user } = await renderApp('/auth/invitation/tok-busy');
    await screen.findByLabelText('Password');
    await fill(user, 'Password', 'my password');
    await user.click(screen.getByRole('button', { name: 'Sign in and join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account already belongs to another organisation with members or status pages.',
    );
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('links that do not work', () => {
  it('explains an invalid, used or expired link and leads to sign in', async () => {
    const { calls } = serve('tok-used', {
      status: 400,
      body: { code: 'invalid_token', message: 'The link is invalid' },
    });
    const { user } = await renderApp('/auth/invitation/tok-used');
    expect(
      await screen.findByRole('heading', { name: 'This invitation link is invalid or has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('expire after 7 days');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    await expectPath('/auth');
  });

  it('turns into the invalid-link state when the link stops working before submitting', async () => {
    serve(
      'tok-cancelled',
      { status: 200, body: invitation() },
      { status: 400, body: { code: 'invalid_token', message: 'The link is invalid' } },
    );
    const { user } = await renderApp('/auth/invitation/tok-cancelled');
    await screen.findByLabelText('Password');
    await fill(user, 'Password', 'long enough 1');
    await fill(user, 'Confirm password', 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(
      await screen.findByRole('heading', { name: 'This invitation link is invalid or has expired' }),
    ).toBeInTheDocument();
  });

  it('shows a spinner while loading, a failure with retry when the server fails, then the invitation', async () => {
    let attempts = 0;
    const first = deferredReply();
    serve('tok-flaky', () => {
      attempts += 1;
      return attempts === 1 ? first.handler() : Promise.resolve({ status: 200, body: invitation() });
    });
    const { user } = await renderApp('/auth/invitation/tok-flaky');
    expect(screen.getByText('Checking the invitation…').closest('[role="status"]')).toBeInTheDocument();
    first.resolve({ status: 503, body: { code: 'service_unavailable', message: 'down' } });
    expect(
      await screen.findByRole('heading', { name: 'We could not open the invitation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The service is temporarily unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeInTheDocument();
  });
});

describe('in Russian', () => {
  it('names the organisation and the role', async () => {
    await i18next.changeLanguage('ru');
    serve('tok-ru', { status: 200, body: invitation({ role: 'admin' }) });
    await renderApp('/auth/invitation/tok-ru');
    expect(await screen.findByRole('heading', { name: 'Присоединиться к Acme' })).toBeInTheDocument();
    expect(screen.getByText('Вас пригласили в Acme в роли администратора.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать аккаунт и присоединиться' })).toBeInTheDocument();
    expect(screen.getByLabelText('Повторите пароль')).toBeInTheDocument();
  });
});
