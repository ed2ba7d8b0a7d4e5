import { STORAGE_KEYS } from '../session/storage-keys';
import { clearStoredSession } from '../session/token-store';
import { type ApiCall, installFakeFetch, makeToken, type Reply } from '../testing/fake-fetch';
import { installWebLocks, removeWebLocks } from '../testing/web-locks';

/*
 * Tabs of one origin share localStorage but not memory: each tab here is its own copy of the module
 * (its own in-flight renewal), as two pages would load it. jsdom lacks the Web Locks API: one suite
 * gives the tabs a lock manager (testing/web-locks.ts), the other runs the localStorage lease.
 */

type Tab = typeof import('./refresh-tokens');

async function openTab(): Promise<Tab> {
  let tab: Tab | undefined;
  await jest.isolateModulesAsync(async () => {
    tab = await import('./refresh-tokens');
  });
  if (!tab) throw new Error('the module did not load');
  return tab;
}

/** Opened one after the other: jest isolates one module registry at a time. */
async function openTabs(count: number): Promise<Tab[]> {
  const tabs: Tab[] = [];
  for (let index = 0; index < count; index += 1) tabs.push(await openTab());
  return tabs;
}

/** A refresh endpoint that answers when the test says so, rotating refresh-N to refresh-N+1. */
function heldRefreshServer() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested: () => void = () => undefined;
  const firstRequest = new Promise<void>((resolve) => {
    requested = resolve;
  });
  const { calls } = installFakeFetch(async (call: ApiCall): Promise<Reply> => {
    requested();
    await released;
    const n = Number(call.headers.Authorization?.replace('Bearer refresh-', ''));
    return {
      status: 200,
      body: { access_token: makeToken(900, `a${n + 1}`), refresh_token: `refresh-${n + 1}` },
    };
  });
  const refreshCalls = () => calls.filter((call) => call.path === '/v1/refresh');
  return { firstRequest, release, refreshCalls };
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(-60, 'expired'));
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
}

describe.each([
  ['with Web Locks', true],
  ['without Web Locks (localStorage lease)', false],
])('tabs renewing at the same moment, %s', (_, withLocks) => {
  let granted: string[] = [];

  beforeEach(() => {
    localStorage.clear();
    granted = withLocks ? installWebLocks() : [];
    if (!withLocks) removeWebLocks();
  });

  afterAll(removeWebLocks);

  it('send one renewal; the tab that waited adopts the pair the other stored', async () => {
    signIn();
    const server = heldRefreshServer();
    const [first, second, third] = (await openTabs(3)) as [Tab, Tab, Tab];
    const outcomes = Promise.all([first.refreshTokens(), second.refreshTokens(), third.refreshTokens()]);
    await server.firstRequest;
    server.release();

    expect(await outcomes).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(server.refreshCalls()[0]?.headers.Authorization).toBe('Bearer refresh-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    if (withLocks) expect(granted).toEqual(Array(3).fill('statusdeck-token-renewal'));
    else expect(localStorage.getItem('token_renewal_lease')).toBeNull();
  });

  it('renew with the newest stored token when they come one after the other', async () => {
    signIn();
    const server = heldRefreshServer();
    server.release();
    const [first, second] = (await openTabs(2)) as [Tab, Tab];
    await expect(first.refreshTokens()).resolves.toEqual({ ok: true });
    await expect(second.refreshTokens()).resolves.toEqual({ ok: true });
    expect(server.refreshCalls().map((call) => call.headers.Authorization)).toEqual([
      'Bearer refresh-1',
      'Bearer refresh-2',
    ]);
  });

  it('do not renew in a tab that waited while another tab signed out', async () => {
    signIn();
    const server = heldRefreshServer();
    const [first, second] = (await openTabs(2)) as [Tab, Tab];
    const firstOutcome = first.refreshTokens();
    const secondOutcome = second.refreshTokens();
    await server.firstRequest;
    clearStoredSession();
    server.release();

    expect(await firstOutcome).toMatchObject({ ok: false });
    expect(await secondOutcome).toMatchObject({ ok: false });
    expect(server.refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});

describe('a renewal that got no answer', () => {
  it('reports it as unanswered and keeps the stored tokens', async () => {
    localStorage.clear();
    signIn();
    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const tab = await openTab();
    await expect(tab.refreshTokens()).resolves.toMatchObject({ ok: false, unanswered: true });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });
});
