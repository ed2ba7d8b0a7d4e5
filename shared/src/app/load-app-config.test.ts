import { installFakeFetch } from '../testing/fake-fetch';
import { appConfig, loadAppConfig, SAME_ORIGIN_CONFIG } from './load-app-config';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const defaults = { ...SAME_ORIGIN_CONFIG, remotes: { remote_auth: '/remotes/auth/mf-manifest.json' } };

it('reads the API base and merges the remotes over the defaults, without a token', async () => {
  const { calls } = installFakeFetch(() => ({
    status: 200,
    body: {
      apiBase: 'https://api.example.com',
      remotes: { remote_public: 'https://cdn.example.com/m.json' },
    },
  }));
  await expect(loadAppConfig(defaults)).resolves.toEqual({
    ...defaults,
    apiBase: 'https://api.example.com',
    remotes: {
      remote_auth: '/remotes/auth/mf-manifest.json',
      remote_public: 'https://cdn.example.com/m.json',
    },
  });
  expect(calls.map((call) => call.url)).toEqual(['/app-config.json']);
  expect(calls[0]?.headers.Authorization).toBeUndefined();
});

it('keeps the defaults for fields of the wrong type', async () => {
  installFakeFetch(() => ({ status: 200, body: { apiBase: 42, remotes: { remote_auth: 7 } } }));
  await expect(loadAppConfig(defaults)).resolves.toEqual(defaults);
});

it('calls the API on this origin when the file cannot be read', async () => {
  installFakeFetch(() => ({ status: 500, body: { code: 'internal', message: 'boom' } }));
  await expect(loadAppConfig()).resolves.toEqual(SAME_ORIGIN_CONFIG);
  expect(appConfig()).toEqual(SAME_ORIGIN_CONFIG);
});

it("keeps the legal pages' addresses and the operator's sign-in quote for every app to read", async () => {
  installFakeFetch(() => ({
    status: 200,
    body: {
      apiBase: '',
      termsUrl: 'https://example.com/terms',
      privacyUrl: '/privacy',
      signInQuote: { text: 'Always current.', author: '', role: null },
    },
  }));
  const loaded = await loadAppConfig(defaults);
  expect(loaded).toMatchObject({
    termsUrl: 'https://example.com/terms',
    privacyUrl: '/privacy',
    // An empty author reads as none, so the panel leaves the author line out.
    signInQuote: { text: 'Always current.', author: null, role: null },
  });
  expect(appConfig()).toBe(loaded);
});

it('reads a missing or malformed quote and legal address as the defaults', async () => {
  installFakeFetch(() => ({ status: 200, body: { termsUrl: 3, signInQuote: { text: '' } } }));
  await expect(loadAppConfig(defaults)).resolves.toMatchObject({ termsUrl: '/terms', signInQuote: null });
});
