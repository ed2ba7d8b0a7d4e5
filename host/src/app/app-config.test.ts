import { serveApi } from '@statusdeck/shared/testing';
import { DEFAULT_APP_CONFIG, loadHostConfig } from './app-config';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('reads the API base and remote manifests from /app-config.json without a token', async () => {
  const calls = serveApi((call) =>
    call.url === '/app-config.json'
      ? {
          status: 200,
          body: {
            apiBase: 'https://api.example.com',
            remotes: { remote_auth: 'https://cdn.example.com/auth/mf-manifest.json' },
          },
        }
      : undefined,
  );
  await expect(loadHostConfig()).resolves.toEqual({
    ...DEFAULT_APP_CONFIG,
    apiBase: 'https://api.example.com',
    remotes: { ...DEFAULT_APP_CONFIG.remotes, remote_auth: 'https://cdn.example.com/auth/mf-manifest.json' },
  });
  expect(calls[0]?.headers.Authorization).toBeUndefined();
});

it('falls back to the all-in-one layout when the file cannot be read', async () => {
  serveApi(() => ({ status: 500, body: { code: 'internal', message: 'boom' } }));
  await expect(loadHostConfig()).resolves.toEqual(DEFAULT_APP_CONFIG);
});
