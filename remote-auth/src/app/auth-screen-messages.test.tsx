import { installFakeFetch, routes } from '@statusdeck/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { historyState, initTestI18n, renderApp } from '../testing/render-app';

beforeAll(initTestI18n);
beforeEach(() => localStorage.clear());

async function register(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('auth screen messages', () => {
  it('removes the account-created banner once the user edits the login form', async () => {
    installFakeFetch(
      routes({ 'POST /v1/register': { status: 201, body: { user: { id: '1', email: 'new@example.com' } } } }),
    );
    const { user } = await renderApp('/auth/signup');
    await register(user);
    const banner = await screen.findByText(/We sent a verification link/);
    await user.type(screen.getByLabelText('Password'), 'p');
    expect(banner).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
  });

  it('removes the account-created banner when the user submits again, even a submit the schema stops', async () => {
    installFakeFetch(
      routes({ 'POST /v1/register': { status: 201, body: { user: { id: '1', email: 'new@example.com' } } } }),
    );
    const { user } = await renderApp('/auth/signup');
    await register(user);
    await screen.findByText(/We sent a verification link/);
    // Pressing Enter submits without any edit first.
    await user.click(screen.getByLabelText('Password'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(screen.queryByText(/We sent a verification link/)).not.toBeInTheDocument();
  });

  it('keeps the account-created banner and the address across a remount right after sign-up', async () => {
    installFakeFetch(routes({ 'POST /v1/register': { status: 201, body: { user: { id: '1' } } } }));
    const { user, unmount } = await renderApp('/auth/signup');
    await register(user);
    await screen.findByText(/We sent a verification link/);
    await waitFor(() =>
      expect(historyState()).toEqual({ authNotice: { kind: 'accountCreated', email: 'new@example.com' } }),
    );
    const entry = historyState();
    unmount();
    await renderApp('/auth/signin', { state: entry });
    expect(screen.getByText(/We sent a verification link to new@example.com/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
  });

  it('does not bring a banner the user has moved past back on a reload', async () => {
    installFakeFetch(routes({ 'POST /v1/register': { status: 201, body: { user: { id: '1' } } } }));
    const { user, unmount } = await renderApp('/auth/signup');
    await register(user);
    await screen.findByText(/We sent a verification link/);
    await user.type(screen.getByLabelText('Password'), 'p');
    await waitFor(() => expect(historyState()).toBeNull());
    const entry = historyState();
    unmount();
    await renderApp('/auth/signin', { state: entry });
    expect(screen.queryByText(/We sent a verification link/)).not.toBeInTheDocument();
  });

  it('removes a stale failure banner once the user edits the address again', async () => {
    installFakeFetch(routes({ 'POST /v1/users/request-password-reset': { status: 500 } }));
    const { user } = await renderApp('/auth/request-reset');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('The service is temporarily unavailable.');
    // A server failure is said once: in the banner, not in a toast as well.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.type(screen.getByLabelText('E-mail'), 'm');
    expect(banner).not.toBeInTheDocument();
  });

  it('names the browser tab after the selected tab', async () => {
    installFakeFetch(routes({}));
    const { user } = await renderApp('/auth');
    expect(document.title).toBe('Sign in · Statusdeck');
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(document.title).toBe('Create an account · Statusdeck');
  });

  it.each([
    ['/auth/request-reset', 'Reset your password · Statusdeck'],
    ['/reset-password/some-token', 'Set a new password · Statusdeck'],
  ])('names the browser tab on %s', async (path, title) => {
    installFakeFetch(routes({}));
    await renderApp(path);
    expect(document.title).toBe(title);
  });
});
