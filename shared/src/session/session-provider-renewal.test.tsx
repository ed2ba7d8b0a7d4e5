// The session provider's renewal schedule, and a role changed elsewhere.
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
  RoleProbe,
  signIn,
  status,
  withSessionProviderHooks,
} from '../testing/session-provider';
import { ACTIVITY_EVENTS, ACTIVITY_RENEWAL_DELAY_MS, RENEWAL_INTERVAL_MS } from './renewal-timing';
import { STORAGE_KEYS } from './storage-keys';

withSessionProviderHooks();

describe('renewal schedule', () => {
  async function renderSignedIn() {
    jest.useFakeTimers();
    signIn();
    const tokens = { n: 0 };
    const fake = installFakeFetch(() => {
      tokens.n += 1;
      return {
        status: 200,
        body: { access_token: makeToken(900, `a${tokens.n}`), refresh_token: `r${tokens.n}` },
      };
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    const refreshes = () => fake.calls.filter((call) => call.url === '/v1/refresh').length;
    return { refreshes };
  }

  it('uses 240000 ms and 1000 ms', () => {
    expect(RENEWAL_INTERVAL_MS).toBe(240000);
    expect(ACTIVITY_RENEWAL_DELAY_MS).toBe(1000);
    expect([...ACTIVITY_EVENTS]).toEqual(['mousedown', 'keydown', 'mousemove', 'wheel', 'touchstart']);
  });

  it('renews every 240000 ms while an access token is stored', async () => {
    const { refreshes } = await renderSignedIn();
    await act(() => jest.advanceTimersByTimeAsync(239999));
    expect(refreshes()).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(refreshes()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(240000));
    expect(refreshes()).toBe(2);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
  });

  it.each(ACTIVITY_EVENTS)(
    'renews 1000 ms after the last %s, restarting the timer on each event',
    async (type) => {
      const { refreshes } = await renderSignedIn();
      fireEvent(window, new Event(type));
      await act(() => jest.advanceTimersByTimeAsync(999));
      fireEvent(window, new Event(type));
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(refreshes()).toBe(0);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(refreshes()).toBe(1);
    },
  );

  async function renderSignedInWithFailingRefresh(reply: Reply | Error) {
    jest.useFakeTimers();
    signIn();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch(() => (reply instanceof Error ? Promise.reject(reply) : reply));
    renderWithProviders(
      <>
        <Probe />
        <CacheProbe />
      </>,
    );
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    fireEvent.click(screen.getByRole('button', { name: 'seed' }));
    await waitFor(() => expect(pagesInCache()).toEqual([{ id: 'p1' }]));
    return log;
  }

  it.each<[string, Reply | Error]>([
    ['a 503', { status: 503, statusText: 'Service Unavailable' }],
    ['a 401', { status: 401, body: { code: 'invalid_refresh_token', message: 'revoked' } }],
  ])(
    'after %s on a scheduled renewal logs the error, ends the session and goes to /auth',
    async (_, reply) => {
      const log = await renderSignedInWithFailingRefresh(reply);
      await act(() => jest.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS));
      await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
      expect(log).toHaveBeenCalled();
      for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
      expect(pagesInCache()).toBeUndefined();
      expect(screen.getByTestId('cached-user')).toHaveTextContent('none');
      expect(navigate).toHaveBeenCalledWith('/auth');
      log.mockRestore();
    },
  );

  it('keeps the session when a renewal got no answer (a dropped connection), logging the error', async () => {
    const log = await renderSignedInWithFailingRefresh(new TypeError('Failed to fetch'));
    const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
    await act(() => jest.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(status()).toHaveTextContent('signedIn');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(refreshToken);
    expect(pagesInCache()).toEqual([{ id: 'p1' }]);
    expect(navigate).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('ends the session when an activity renewal fails', async () => {
    const log = await renderSignedInWithFailingRefresh({ status: 500, statusText: 'Internal Server Error' });
    fireEvent(window, new Event('keydown'));
    await act(() => jest.advanceTimersByTimeAsync(ACTIVITY_RENEWAL_DELAY_MS));
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
    expect(navigate).toHaveBeenCalledWith('/auth');
    log.mockRestore();
  });

  it('keeps the session when no refresh token is stored', async () => {
    jest.useFakeTimers();
    signIn();
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    const { calls } = installFakeFetch(() => ({ status: 500 }));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    await act(() => jest.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS));
    expect(calls).toHaveLength(0);
    expect(status()).toHaveTextContent('signedIn');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops renewing after logout', async () => {
    const { refreshes } = await renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    await act(() => jest.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS * 2));
    fireEvent(window, new Event('mousemove'));
    await act(() => jest.advanceTimersByTimeAsync(ACTIVITY_RENEWAL_DELAY_MS * 2));
    expect(refreshes()).toBe(0);
  });
});

describe('a role changed elsewhere (403 forbidden)', () => {
  it('refetches /v1/users/me and updates the session user and the me cache entry at once', async () => {
    signIn();
    let role = 'owner';
    const { calls } = installFakeFetch((call) => {
      if (call.path === '/v1/users/me') return { status: 200, body: { ...ann, role } };
      if (call.path === '/v1/pages/p1')
        return { status: 403, body: { code: 'forbidden', message: 'Your role does not allow this' } };
      return undefined;
    });
    renderWithProviders(<RoleProbe />);
    await waitFor(() => expect(screen.getByTestId('me-role')).toHaveTextContent('owner'));
    role = 'viewer';
    await act(async () => {
      await expect(apiFetch('/v1/pages/p1', { method: 'PATCH', body: {} })).rejects.toMatchObject({
        status: 403,
      });
    });
    await waitFor(() => expect(screen.getByTestId('session-role')).toHaveTextContent('viewer'));
    expect(screen.getByTestId('me-role')).toHaveTextContent('viewer');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentUser) ?? '{}').role).toBe('viewer');
    expect(calls.filter((call) => call.path === '/v1/users/me')).toHaveLength(2);
  });

  it('does not refetch the user for other 403s or other errors', async () => {
    signIn();
    const { calls } = installFakeFetch(() => ({
      status: 403,
      body: { code: 'email_not_verified', message: 'x' },
    }));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    await act(async () => {
      await expect(apiFetch('/v1/pages/p1')).rejects.toMatchObject({ status: 403 });
    });
    expect(calls.map((call) => call.path)).toEqual(['/v1/pages/p1']);
  });
});
