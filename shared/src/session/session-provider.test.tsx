import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '../http/api-fetch';
import { configureApi } from '../http/configure-api';
import { installFakeFetch, makeToken, type Reply } from '../testing/fake-fetch';
import { renderWithProviders } from '../testing/render';
import { en, initTestI18n } from '../testing/test-i18n';
import { installWebLocks, removeWebLocks } from '../testing/web-locks';
import { ACTIVITY_EVENTS, ACTIVITY_RENEWAL_DELAY_MS, RENEWAL_INTERVAL_MS } from './renewal-timing';
import { useSession } from './session-context';
import { CURRENT_USER_KEY, STORAGE_KEYS } from './storage-keys';

const navigate = jest.fn();
const ann = { id: 'u1', email: 'ann@example.com', organization_id: 'o1', role: 'owner' };

beforeAll(initTestI18n);
// Renewals take the cross-tab lock; with browsers' Web Locks it is granted at once, which the fake
// timers below rely on (the localStorage lease of browsers without them has its own tests).
beforeAll(installWebLocks);
afterAll(removeWebLocks);
beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  configureApi({ baseUrl: '', navigate });
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

function Probe() {
  const { status, user, login, logout } = useSession();
  const { cache } = useSWRConfig();
  const cached = cache.get(CURRENT_USER_KEY)?.data as { email?: string } | null | undefined;
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.email ?? 'none'}</p>
      <p data-testid="cached-user">{cached?.email ?? 'none'}</p>
      <button
        type="button"
        onClick={() => login({ email: 'ann@example.com', password: 'secret' }).catch(() => {})}
      >
        log in
      </button>
      <button type="button" onClick={() => void logout()}>
        log out
      </button>
    </div>
  );
}

let pagesInCache: () => unknown = () => undefined;

function CacheProbe() {
  const { cache, mutate } = useSWRConfig();
  pagesInCache = () => cache.get('/v1/pages')?.data;
  return (
    <button type="button" onClick={() => void mutate('/v1/pages', [{ id: 'p1' }], { revalidate: false })}>
      seed
    </button>
  );
}

function signIn(accessToken = makeToken(600)) {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(ann));
}

const status = () => screen.getByTestId('status');

describe('session state (SPEC §3, §4)', () => {
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

describe('login (SPEC §4 login success, §8 login errors)', () => {
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

describe('logout (SPEC §4)', () => {
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

describe('renewal schedule (SPEC §4, §9)', () => {
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

function RoleProbe() {
  const { user } = useSession();
  // As a remote's usePermissions reads the role.
  const { data: me } = useSWR<{ role?: string }>('/v1/users/me', (key: string) =>
    apiFetch<{ role?: string }>(key),
  );
  return (
    <div>
      <p data-testid="session-role">{user?.role ?? 'none'}</p>
      <p data-testid="me-role">{me?.role ?? 'none'}</p>
    </div>
  );
}

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
