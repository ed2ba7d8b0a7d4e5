import { installFakeFetch } from '../testing/fake-fetch';
import { loadAppConfig } from './load-app-config';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const defaults = { apiBase: '', remotes: { remote_auth: '/remotes/auth/mf-manifest.json' } };

it('reads the API base and merges the remotes over the defaults, without a token', async () => {
  const { calls } = installFakeFetch(() => ({
    status: 200,
    body: {
      apiBase: 'https://api.example.com',
      remotes: { remote_public: 'https://cdn.example.com/m.json' },
    },
  }));
  await expect(loadAppConfig(defaults)).resolves.toEqual({
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
  await expect(loadAppConfig()).resolves.toEqual({ apiBase: '', remotes: {} });
});
