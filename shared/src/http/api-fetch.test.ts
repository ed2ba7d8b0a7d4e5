import i18next from 'i18next';
import { STORAGE_KEYS } from '../session/storage-keys';
import { installFakeFetch, makeToken } from '../testing/fake-fetch';
import { initTestI18n } from '../testing/test-i18n';
import { ApiError } from './api-error';
import { apiFetch } from './api-fetch';
import { configureApi } from './configure-api';

const navigate = jest.fn();

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  configureApi({ baseUrl: '', navigate });
});

function signIn(accessToken: string, refreshToken = 'refresh-1') {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify({ id: 'u1', email: 'ann@example.com' }));
}

describe('apiFetch, generic fetching', () => {
  it('GETs the path with cookies and reads the JSON body', async () => {
    const { calls } = installFakeFetch(() => ({ status: 200, body: [{ id: 'p1' }] }));
    await expect(apiFetch('/v1/pages')).resolves.toEqual([{ id: 'p1' }]);
    expect(calls[0]).toMatchObject({ url: '/v1/pages', method: 'GET' });
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('prefixes the configured base URL', async () => {
    configureApi({ baseUrl: 'https://api.example.com/' });
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    await apiFetch('/v1/pages');
    expect(calls[0]?.url).toBe('https://api.example.com/v1/pages');
  });

  it.each([
    ['', '/v1/pages', 'Bearer access-1'],
    ['', 'https://elsewhere.example/v1/pages', undefined],
    ['', '//elsewhere.example/v1/pages', undefined],
    ['https://api.example.com', '/v1/pages', 'Bearer access-1'],
    ['https://api.example.com', 'https://api.example.com/v1/pages', 'Bearer access-1'],
    ['https://api.example.com', 'https://api.example.com.evil.example/v1/pages', undefined],
    ['https://api.example.com', 'https://elsewhere.example/v1/pages', undefined],
  ])('with base URL "%s" sends %s with Authorization %s', async (baseUrl, url, authorization) => {
    configureApi({ baseUrl });
    localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    await apiFetch(url);
    expect(calls[0]?.headers.Authorization).toBe(authorization);
    expect(calls[0]?.url.endsWith('/v1/pages')).toBe(true);
  });

  it('does not refresh or sign out on a 401 from another origin', async () => {
    signIn(makeToken(-60));
    const { calls } = installFakeFetch(() => ({ status: 401, body: { code: 'unauthorized' } }));
    await expect(apiFetch('https://elsewhere.example/v1/pages')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url)).toEqual(['https://elsewhere.example/v1/pages']);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it('returns undefined for a 204 response', async () => {
    installFakeFetch(() => ({ status: 204 }));
    await expect(apiFetch('/v1/api-tokens/t1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('reads the body as text when asked (a CSV download), with the bearer token', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
    const { calls } = installFakeFetch(() => ({
      status: 200,
      body: 'email,state\na@example.com,confirmed\n',
    }));
    await expect(apiFetch('/v1/pages/p1/subscribers.csv', { read: 'text' })).resolves.toBe(
      'email,state\na@example.com,confirmed\n',
    );
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
  });

  it('reads the body as a Blob of the exact bytes when asked, byte order mark included', async () => {
    installFakeFetch(() => ({ status: 200, body: '\uFEFFemail,имя\n' }));
    const blob = await apiFetch<Blob>('/v1/pages/p1/subscribers.csv', { read: 'blob' });
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });
    expect([...bytes]).toEqual([...new TextEncoder().encode('\uFEFFemail,имя\n')]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('sends objects as JSON and FormData as is', async () => {
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    await apiFetch('/v1/pages', { method: 'POST', body: { name: 'Acme' } });
    const form = new FormData();
    await apiFetch('/v1/pages/p1', { method: 'PATCH', body: form });
    expect(calls[0]?.init.body).toBe('{"name":"Acme"}');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[1]?.init.body).toBe(form);
    expect(calls[1]?.headers['Content-Type']).toBeUndefined();
  });

  it('throws "status: body" with the status, code and parsed body for a non-OK response', async () => {
    const body = { code: 'not_found', message: 'Not found' };
    installFakeFetch(() => ({ status: 404, body, statusText: 'Not Found' }));
    const error = await apiFetch('/v1/pages/p9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      body,
      message: `404: ${JSON.stringify(body)}`,
    });
  });

  it('uses the status text when the error body is empty', async () => {
    installFakeFetch(() => ({ status: 500, statusText: 'Internal Server Error' }));
    await expect(apiFetch('/v1/usage')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('apiFetch, the UI language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('sends Accept-Language with the interface language to the API, not to another origin', async () => {
    await initTestI18n();
    await i18next.changeLanguage('ru');
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    await apiFetch('/v1/users/change-password', { method: 'POST', body: {} });
    await apiFetch('https://elsewhere.example/x');
    expect(calls[0]?.headers['Accept-Language']).toBe('ru');
    expect(calls[1]?.headers['Accept-Language']).toBeUndefined();
  });
});

describe('apiFetch, bearer tokens', () => {
  it('sends the access token by default, the refresh token for auth refresh, none for auth none', async () => {
    const access = makeToken(600);
    signIn(access);
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    await apiFetch('/v1/users');
    await apiFetch('/v1/logout', { method: 'POST', auth: 'refresh' });
    await apiFetch('/v1/users/request-password-reset', {
      method: 'POST',
      body: { email: 'a@b.c' },
      auth: 'none',
    });
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${access}`);
    expect(calls[1]?.headers.Authorization).toBe('Bearer refresh-1');
    expect(calls[2]?.headers.Authorization).toBeUndefined();
  });
});

describe('apiFetch, answering a 401', () => {
  it('throws the server message for code invalid_password', async () => {
    signIn(makeToken(600));
    installFakeFetch(() => ({
      status: 401,
      body: { code: 'invalid_password', message: 'Current password is wrong' },
    }));
    const error = await apiFetch('/v1/users/change-password', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: 'Current password is wrong', code: 'invalid_password' });
  });

  it('throws without refreshing when the stored access token is unexpired', async () => {
    signIn(makeToken(600));
    const { calls } = installFakeFetch(() => ({
      status: 401,
      body: { code: 'unauthorized', message: 'no' },
    }));
    await expect(apiFetch('/v1/users')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url)).toEqual(['/v1/users']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('resolves null instead when nullOn401 is set', async () => {
    signIn(makeToken(600));
    installFakeFetch(() => ({ status: 401, body: { code: 'unauthorized', message: 'no' } }));
    await expect(apiFetch('/v1/users/me', { nullOn401: true })).resolves.toBeNull();
  });

  it('refreshes once with the refresh token, stores both tokens and retries when the token is expired', async () => {
    signIn(makeToken(-60));
    const fresh = makeToken(900, 'fresh');
    const { calls } = installFakeFetch(({ url, headers }) => {
      if (url === '/v1/refresh')
        return { status: 200, body: { access_token: fresh, refresh_token: 'refresh-2' } };
      return headers.Authorization === `Bearer ${fresh}`
        ? { status: 200, body: [{ id: 'p1' }] }
        : { status: 401, body: { code: 'unauthorized', message: 'expired' } };
    });
    await expect(apiFetch('/v1/pages')).resolves.toEqual([{ id: 'p1' }]);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /v1/pages',
      'POST /v1/refresh',
      'GET /v1/pages',
    ]);
    expect(calls[1]?.headers.Authorization).toBe('Bearer refresh-1');
    expect(calls[1]?.init.body).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('treats an undecodable access token like an expired one', async () => {
    signIn('not-a-jwt');
    const { calls } = installFakeFetch(({ url }) =>
      url === '/v1/refresh'
        ? { status: 200, body: { access_token: makeToken(900), refresh_token: 'refresh-2' } }
        : { status: calls.length > 1 ? 200 : 401, body: {} },
    );
    await apiFetch('/v1/pages');
    expect(calls.map((call) => call.url)).toEqual(['/v1/pages', '/v1/refresh', '/v1/pages']);
  });

  it('accepts accessToken in place of access_token in the refresh response', async () => {
    signIn(makeToken(-60));
    const fresh = makeToken(900, 'camel');
    installFakeFetch(({ url, headers }) => {
      if (url === '/v1/refresh')
        return { status: 200, body: { accessToken: fresh, refresh_token: 'refresh-2' } };
      return { status: headers.Authorization === `Bearer ${fresh}` ? 200 : 401, body: { ok: true } };
    });
    await expect(apiFetch('/v1/pages')).resolves.toEqual({ ok: true });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh);
  });

  it('clears tokens and the cached user and goes to /auth when the refresh fails', async () => {
    signIn(makeToken(-60));
    localStorage.setItem(STORAGE_KEYS.legacyToken, 'old');
    installFakeFetch(({ url }) =>
      url === '/v1/refresh'
        ? { status: 401, body: { code: 'invalid_refresh_token', message: 'revoked' } }
        : { status: 401, body: { code: 'unauthorized', message: 'expired' } },
    );
    await expect(apiFetch('/v1/pages')).rejects.toMatchObject({ status: 401 });
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it('keeps the session when the refresh got no answer, throwing the 401', async () => {
    signIn(makeToken(-60));
    installFakeFetch(({ url }) =>
      url === '/v1/refresh'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : { status: 401, body: { code: 'unauthorized', message: 'expired' } },
    );
    await expect(apiFetch('/v1/pages')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a session that replaced this one mid-refresh alone', async () => {
    signIn(makeToken(-60));
    const newer = makeToken(900, 'newer');
    installFakeFetch(({ url }) => {
      if (url !== '/v1/refresh') return { status: 401, body: { code: 'unauthorized', message: 'expired' } };
      // Another tab signs in while the refresh is on the wire.
      signIn(newer, 'refresh-9');
      return { status: 200, body: { access_token: makeToken(900, 'late'), refresh_token: 'refresh-2' } };
    });
    await expect(apiFetch('/v1/pages')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(newer);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-9');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn(makeToken(-60));
    const fresh = makeToken(900, 'shared');
    const { calls } = installFakeFetch(({ url, headers }) => {
      if (url === '/v1/refresh')
        return { status: 200, body: { access_token: fresh, refresh_token: 'refresh-2' } };
      return { status: headers.Authorization === `Bearer ${fresh}` ? 200 : 401, body: { url } };
    });
    const results = await Promise.all([apiFetch('/v1/pages'), apiFetch('/v1/usage'), apiFetch('/v1/users')]);
    expect(results).toEqual([{ url: '/v1/pages' }, { url: '/v1/usage' }, { url: '/v1/users' }]);
    expect(calls.filter((call) => call.url === '/v1/refresh')).toHaveLength(1);
  });

  it('does not apply the refresh rules to calls without the access token', async () => {
    const { calls } = installFakeFetch(() => ({
      status: 401,
      body: { code: 'invalid_credentials', message: 'Wrong e-mail or password' },
    }));
    await expect(
      apiFetch('/v1/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' }, auth: 'none' }),
    ).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
