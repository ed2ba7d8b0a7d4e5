import { configureApi } from '../http/configure-api';
import { installFakeFetch, makeToken } from '../testing/fake-fetch';
import { renewSession, renewSessionWithResult } from './renew-session';
import { onSessionEnded } from './session-events';
import { STORAGE_KEYS } from './storage-keys';

const navigate = jest.fn();

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  configureApi({ navigate });
});

describe('renewSession', () => {
  it('reports false without a request when there is no refresh token', async () => {
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    await expect(renewSession()).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('replaces both tokens on success, sending the refresh token as bearer', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(30));
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    const fresh = makeToken(900, 'fresh');
    const { calls } = installFakeFetch(() => ({
      status: 200,
      body: { access_token: fresh, refresh_token: 'refresh-2' },
    }));
    await expect(renewSession()).resolves.toBe(true);
    expect(calls[0]).toMatchObject({ url: '/v1/refresh', method: 'POST' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer refresh-1');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('on a 401 removes tokens and user, empties the current user and goes to /auth', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(30));
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    localStorage.setItem(STORAGE_KEYS.currentUser, '{"id":"u1","email":"a@b.c"}');
    const ended = jest.fn();
    const unsubscribe = onSessionEnded(ended);
    installFakeFetch(() => ({ status: 401, body: { code: 'invalid_refresh_token', message: 'revoked' } }));
    await expect(renewSession()).resolves.toBe(false);
    unsubscribe();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it('logs "Token refresh failed" and reports false on any other failure, keeping the session', async () => {
    const access = makeToken(30);
    localStorage.setItem(STORAGE_KEYS.accessToken, access);
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch(() => ({ status: 503, statusText: 'Service Unavailable' }));
    await expect(renewSession()).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'Token refresh failed' }));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(access);
    expect(navigate).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('tells a renewal that got no answer from a refused one, keeping the session', async () => {
    const access = makeToken(30);
    localStorage.setItem(STORAGE_KEYS.accessToken, access);
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(renewSessionWithResult()).resolves.toBe('unanswered');
    await expect(renewSession()).resolves.toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(navigate).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
