// Shared set-up of the session-provider suites (session/session-provider-*.test.tsx): the hooks they run
// under and the probes that show the session to the tests.
import { act, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '../http/api-fetch';
import { configureApi } from '../http/configure-api';
import { useSession } from '../session/session-context';
import { CURRENT_USER_KEY, STORAGE_KEYS } from '../session/storage-keys';
import { makeToken } from './fake-fetch';
import { initTestI18n } from './test-i18n';
import { installWebLocks, removeWebLocks } from './web-locks';

export const navigate = jest.fn();
export const ann = { id: 'u1', email: 'ann@example.com', organization_id: 'o1', role: 'owner' };

/** Jest hooks every session-provider suite runs under. */
export function withSessionProviderHooks(): void {
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
}

export function Probe() {
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

export let pagesInCache: () => unknown = () => undefined;

export function CacheProbe() {
  const { cache, mutate } = useSWRConfig();
  pagesInCache = () => cache.get('/v1/pages')?.data;
  return (
    <button type="button" onClick={() => void mutate('/v1/pages', [{ id: 'p1' }], { revalidate: false })}>
      seed
    </button>
  );
}

export function signIn(accessToken = makeToken(600)) {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(ann));
}

export const status = () => screen.getByTestId('status');

export function RoleProbe() {
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
