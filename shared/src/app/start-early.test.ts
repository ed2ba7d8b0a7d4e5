import { configureApi } from '../http/configure-api';
import { forgetEarlyReads, markAppStarted } from '../http/early-reads';
import { sendRequest } from '../http/send-request';
import { STORAGE_KEYS } from '../session/storage-keys';
import { installFakeFetch, makeToken, routes } from '../testing/fake-fetch';
import { SAME_ORIGIN_CONFIG } from './app-config-fields';
import { loadAppConfig } from './load-app-config';
import { startEarly } from './start-early';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    { name: 'Dashboard', assets: { js: { sync: ['8675.js', 'expose_Dashboard.js'] } } },
    { name: 'StatusPagesRoutes', assets: { js: { sync: ['expose_StatusPagesRoutes.js'] } } },
  ],
};
const DEFAULTS = { ...SAME_ORIGIN_CONFIG, remotes: { remote_sp: '/remotes/sp/mf-manifest.json' } };
const signedInRemoteOf = (pathname: string) => (pathname === '/' ? 'remote_sp/Dashboard' : null);

function server() {
  return installFakeFetch(
    routes({
      'GET /app-config.json': { status: 200, body: { apiBase: 'https://api.example.com' } },
      'GET /remotes/sp/mf-manifest.json': { status: 200, body: MANIFEST },
      'GET /locales/en/translation.json': { status: 200, body: { hello: 'Hello' } },
      'GET /locales/ru/translation.json': { status: 200, body: { hello: 'Привет' } },
      'GET /v1/users/me': { status: 200, body: { id: 'u1' } },
      'GET /v1/users/roles': { status: 200, body: [] },
      'GET /v1/organizations': { status: 200, body: { name: 'Acme' } },
      'GET /v1/dashboard': { status: 200, body: { pages: [] } },
    }),
  );
}

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => link.href);

beforeEach(() => {
  // Each test is a fresh page: no early reads, no app started (early-reads.ts keeps both on globalThis).
  delete (globalThis as { [key: symbol]: unknown })[Symbol.for('statusdeck.early')];
  localStorage.clear();
  localStorage.setItem('i18nextLng', 'en');
  document.head.innerHTML = '';
  forgetEarlyReads();
  configureApi({ baseUrl: '' });
});

it("starts a signed-in screen's reads, translations and remote files, and the app's requests take them", async () => {
  const token = makeToken(600);
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  const { calls } = server();
  await startEarly({ pathname: '/', defaults: DEFAULTS, signedInRemoteOf });

  expect(calls.map((call) => call.url)).toEqual([
    '/app-config.json',
    'https://api.example.com/locales/en/translation.json',
    'https://api.example.com/locales/ru/translation.json',
    'https://api.example.com/v1/users/me',
    'https://api.example.com/v1/organizations',
    'https://api.example.com/v1/users/roles',
    'https://api.example.com/v1/dashboard',
    '/remotes/sp/mf-manifest.json',
  ]);
  expect(calls.find((call) => call.path === '/v1/dashboard')?.headers.Authorization).toBe(`Bearer ${token}`);
  const remote = `${location.origin}/remotes/sp/`;
  expect(preloads()).toEqual([`${remote}remoteEntry.js`, `${remote}8675.js`, `${remote}expose_Dashboard.js`]);

  // The app: its configuration read and its first dashboard read ask nothing more of the server.
  configureApi({ baseUrl: '' });
  await expect(loadAppConfig(DEFAULTS)).resolves.toMatchObject({ apiBase: 'https://api.example.com' });
  configureApi({ baseUrl: 'https://api.example.com' });
  await expect((await sendRequest('/v1/dashboard', { bearer: token })).json()).resolves.toEqual({
    pages: [],
  });
  expect(calls).toHaveLength(8);
});

it('reads only the configuration without a session, or with an expired access token', async () => {
  const { calls } = server();
  await startEarly({ pathname: '/', defaults: DEFAULTS, signedInRemoteOf });
  localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(-10));
  await startEarly({ pathname: '/', defaults: DEFAULTS, signedInRemoteOf });
  expect(calls.map((call) => call.url)).toEqual(['/app-config.json', '/app-config.json']);
  expect(preloads()).toEqual([]);
});

it("reads nothing of the console's outside the signed-in layout", async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(600));
  const { calls } = server();
  await startEarly({ pathname: '/public-page', defaults: DEFAULTS, signedInRemoteOf });
  expect(calls.map((call) => call.url)).toEqual(['/app-config.json']);
});

it('never rejects: what fails early is asked for again by the app', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(600));
  installFakeFetch(() => undefined);
  await expect(startEarly({ pathname: '/', defaults: DEFAULTS, signedInRemoteOf })).resolves.toBeUndefined();
});

it('starts nothing more once the app has started before it (its script was quicker)', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(600));
  const { calls } = server();
  const early = startEarly({ pathname: '/', defaults: DEFAULTS, signedInRemoteOf });
  markAppStarted();
  await early;
  expect(calls.map((call) => call.url)).toEqual(['/app-config.json']);
  expect(preloads()).toEqual([]);
});
