import { deferredReply, installFakeFetch, routes, sentRequest } from '@statusdeck/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { expectPath, initTestI18n, renderApp } from '../../../testing/render-app';

beforeAll(initTestI18n);
beforeEach(() => localStorage.clear());

// A structurally valid JWT whose exp is far in the future (the payload is all shared reads).
const payload = btoa(JSON.stringify({ sub: 'u1', org: 'o1', role: 'owner', exp: 4102444800, iat: 1 }));
const accessToken = `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
const loginOk = {
  status: 200,
  body: {
    user: { id: 'u1', email: 'ada@example.com', organization_id: 'o1', role: 'owner' },
    access_token: accessToken,
    refresh_token: 'refresh-1',
  },
};

const signIn = () => screen.getByRole('button', { name: 'Sign in' });

async function fillLogin(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  email: string,
  password: string,
) {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('login form validation', () => {
  it('asks for a valid e-mail and a password before sending anything', async () => {
    const { fetchMock } = installFakeFetch(routes({}));
    const { user } = await renderApp('/auth');
    await user.click(signIn());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail but accepts a one-character password', async () => {
    const { fetchMock } = installFakeFetch(routes({}));
    const { user } = await renderApp('/auth');
    await fillLogin(user, 'ada@', 'x');
    await user.click(signIn());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signing in', () => {
  it('sends only e-mail and password, even with remember-me ticked, and goes to / on success', async () => {
    const { calls } = installFakeFetch(routes({ 'POST /v1/login': loginOk }));
    const { user } = await renderApp('/auth/signin');
    await fillLogin(user, 'ada@example.com', 'secret-password');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(signIn());

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await expectPath('/');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/v1/login' });
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret-password' });
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
  });

  it('disables the inputs and the button while the request is in flight', async () => {
    const reply = deferredReply();
    installFakeFetch(routes({ 'POST /v1/login': reply.handler }));
    const { user } = await renderApp('/auth');
    await fillLogin(user, 'ada@example.com', 'secret-password');
    await user.click(signIn());
    await waitFor(() => expect(signIn()).toBeDisabled());
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
    reply.resolve({ status: 401, body: { code: 'invalid_credentials', message: 'Invalid credentials' } });
    await waitFor(() => expect(signIn()).toBeEnabled());
    expect(screen.getByLabelText('E-mail')).toBeEnabled();
  });

  it('shows the wrong-credentials toast and stays on the screen for invalid_credentials', async () => {
    installFakeFetch(
      routes({
        'POST /v1/login': {
          status: 401,
          body: { code: 'invalid_credentials', message: 'Invalid credentials' },
        },
      }),
    );
    const { user } = await renderApp('/auth');
    await fillLogin(user, 'ada@example.com', 'wrong-password');
    await user.click(signIn());
    expect(await screen.findByText('Wrong e-mail or password')).toBeInTheDocument();
    await expectPath('/auth');
  });

  it('shows the server message for another failure', async () => {
    installFakeFetch(
      routes({
        'POST /v1/login': { status: 500, body: { code: 'internal', message: 'Service unavailable' } },
      }),
    );
    const { user } = await renderApp('/auth');
    await fillLogin(user, 'ada@example.com', 'secret-password');
    await user.click(signIn());
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await expectPath('/auth');
  });

  it('says "not verified" once, in the toast, and offers to resend the verification e-mail', async () => {
    const { calls } = installFakeFetch(
      routes({
        'POST /v1/login': { status: 403, body: { code: 'email_not_verified', message: 'Verify first' } },
        'POST /v1/users/resend-verification': { status: 202, body: { ok: true } },
      }),
    );
    const { user } = await renderApp('/auth');
    await fillLogin(user, 'ada@example.com', 'secret-password');
    await user.click(signIn());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your e-mail address first: check your inbox for the link we sent.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Verify first')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the verification e-mail' }));

    expect(
      await screen.findByText(
        'If ada@example.com belongs to an account that is not verified yet, a new verification link is on its way.',
      ),
    ).toBeInTheDocument();
    expect(calls.map(sentRequest).at(-1)).toEqual({
      method: 'POST',
      path: '/v1/users/resend-verification',
      body: { email: 'ada@example.com' },
      authorization: undefined,
    });
  });

  it('shows a wrong-credentials failure once: a toast, no banner and no field error', async () => {
    installFakeFetch(
      routes({
        'POST /v1/login': {
          status: 401,
          body: { code: 'invalid_credentials', message: 'Invalid credentials' },
        },
      }),
    );
    const { user } = await renderApp('/auth');
    await fillLogin(user, 'ada@example.com', 'wrong-password');
    await user.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByText('Wrong e-mail or password')).toHaveLength(1);
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('drops the stale resend offer as soon as the user edits the form', async () => {
    installFakeFetch(
      routes({
        'POST /v1/login': { status: 403, body: { code: 'email_not_verified', message: 'Verify first' } },
      }),
    );
    const { user } = await renderApp('/auth');
    await fillLogin(user, 'ada@example.com', 'secret-password');
    await user.click(signIn());
    const resend = await screen.findByRole('button', { name: 'Resend the verification e-mail' });
    await user.type(screen.getByLabelText('E-mail'), 'x');
    expect(resend).not.toBeInTheDocument();
  });

  it('reveals the password on demand', async () => {
    installFakeFetch(routes({}));
    const { user } = await renderApp('/auth');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the password reset request', async () => {
    installFakeFetch(routes({}));
    const { user } = await renderApp('/auth');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
