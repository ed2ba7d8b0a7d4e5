// The session provider's state, login and logout, through probes that show the session.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiFetch } from '../http/api-fetch';
import { installFakeFetch, makeToken, type Reply } from '../testing/fake-fetch';
import { renderWithProviders } from '../testing/render';
import {
  ann,
  CacheProbe,
  navigate,
  Probe,
  pagesInCache,
  signIn,
  status,
  withSessionProviderHooks,
} from '../testing/session-provider';
import { en } from '../testing/test-i18n';
import { STORAGE_KEYS } from './storage-keys';

withSessionProviderHooks();

describe('session state', () => {
  it('is signed out without tokens', async () => {
    installFakeFetch(() => ({ status: 500 }));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
  });

  it('is signed in with a stored unexpired token and user, without a request', async () => {
    signIn();
    const { calls } = installFakeFetch(() => ({ status: 500 }));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent(ann.email);
    expect(calls).toHaveLength(0);
  });

  it('at start-up renews an expired access token once, loading meanwhile', async () => {
    signIn(makeToken(-60));
    let answer: (reply: Reply) => void = () => {};
    const { calls } = installFakeFetch(() => new Promise<Reply>((resolve) => (answer = resolve)));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(status()).toHaveTextContent('loading');
    await act(async () =>
      answer({ status: 200, body: { access_token: makeToken(900), refresh_token: 'r2' } }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    expect(calls[0]?.url).toBe('/v1/refresh');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([503, 500, 429])(
    'at start-up keeps the user signed in when the server answers the renewal %s (busy, failing, limited)',
    async (code) => {
      signIn(makeToken(-60));
      const { calls } = installFakeFetch(() => ({ status: code, body: { code: 'x', message: 'not now' } }));
      renderWithProviders(<Probe />);
      await waitFor(() => expect(calls).toHaveLength(1));
      await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
      expect(screen.getByTestId('user')).toHaveTextContent(ann.email);
      expect(navigate).not.toHaveBeenCalled();
      expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).not.toBeNull();
    },
  );

  it('at start-up signs out and goes to /auth when the expired token cannot be renewed', async () => {
    signIn(makeToken(-60));
    installFakeFetch(() => ({ status: 401, body: { code: 'invalid_refresh_token', message: 'revoked' } }));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('at start-up keeps the session when the renewal got no answer (a reload while it was in flight)', async () => {
    signIn(makeToken(-60));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(screen.getByTestId('user')).toHaveTextContent(ann.email);
    expect(navigate).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('signs out when the fetch client ends the session after a failed refresh', async () => {
    signIn();
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(-60));
    installFakeFetch(() => ({ status: 401, body: { code: 'unauthorized', message: 'no' } }));
    await act(async () => {
      await apiFetch('/v1/pages', { nullOn401: true });
    });
    expect(status()).toHaveTextContent('signedOut');
    expect(screen.getByTestId('cached-user')).toHaveTextContent('none');
  });

  it('signs out when another tab logs out', async () => {
    signIn();
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken, newValue: null }));
    });
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
  });

  it('signs in when another tab logs in', async () => {
    installFakeFetch(() => ({ status: 500 }));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
    signIn();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.currentUser, newValue: JSON.stringify(ann) }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent(ann.email));
  });
});

describe('login', () => {
  it('stores tokens and user, sets the current-user cache entry and toasts success', async () => {
    const access = makeToken(900);
    const { calls } = installFakeFetch(() => ({
      status: 200,
      body: { user: ann, access_token: access, refresh_token: 'refresh-9' },
    }));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
    fireEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    expect(calls[0]).toMatchObject({ url: '/v1/login', method: 'POST' });
    expect(calls[0]?.init.body).toBe(JSON.stringify({ email: 'ann@example.com', password: 'secret' }));
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(access);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-9');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentUser) ?? 'null')).toEqual(ann);
    expect(screen.getByTestId('cached-user')).toHaveTextContent(ann.email);
    expect(await screen.findByText(en.auth.messages.loginSuccess)).toBeInTheDocument();
  });

  it.each([
    [
      { status: 401, body: { code: 'invalid_credentials', message: 'x' } },
      en.auth.messages.invalidCredentials,
    ],
    [{ status: 403, body: { code: 'email_not_verified', message: 'x' } }, en.auth.messages.emailNotVerified],
    [
      { status: 400, body: { code: 'validation_failed', message: 'Email is malformed' } },
      'Email is malformed',
    ],
    [{ status: 500, statusText: 'Internal Server Error' }, en.auth.messages.loginFailed],
    [{ status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'slow down' } }, en.common.tooManyRequests],
  ])('shows a destructive toast for %j', async (reply, text) => {
    installFakeFetch(() => reply);
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
    fireEvent.click(screen.getByRole('button', { name: 'log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(status()).toHaveTextContent('signedOut');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});

describe('logout', () => {
  it('removes user and old token key, clears all cached data, toasts, goes to /auth and revokes the refresh token', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.legacyToken, 'legacy');
    const { calls } = installFakeFetch(() => ({ status: 204 }));
    renderWithProviders(
      <>
        <Probe />
        <CacheProbe />
      </>,
    );
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    fireEvent.click(screen.getByRole('button', { name: 'seed' }));
    await waitFor(() => expect(pagesInCache()).toEqual([{ id: 'p1' }]));

    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(pagesInCache()).toBeUndefined();
    expect(screen.getByTestId('cached-user')).toHaveTextContent('none');
    expect(await screen.findByText(en.auth.messages.logoutSuccess)).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(calls[0]).toMatchObject({ url: '/v1/logout', method: 'POST' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer refresh-1');
  });

  it('signs out locally even when the logout call fails', async () => {
    signIn();
    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
    expect(navigate).toHaveBeenCalledWith('/auth');
  });
});
