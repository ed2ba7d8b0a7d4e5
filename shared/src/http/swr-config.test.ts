import { installFakeFetch } from '../test-support/fake-fetch';
import { configureApi } from './configure-api';
import { fetcher, swrConfig } from './swr-config';

describe('swrConfig (SPEC §7)', () => {
  it('never retries, never treats data as stale and never refetches on focus, reconnect or interval', () => {
    expect(swrConfig).toMatchObject({
      shouldRetryOnError: false,
      errorRetryCount: 0,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      refreshInterval: 0,
      fetcher,
    });
  });

  it('fetches with a GET on the key', async () => {
    configureApi({ baseUrl: '' });
    localStorage.clear();
    const { calls } = installFakeFetch(() => ({ status: 200, body: { count: 2 } }));
    await expect(fetcher('/v1/pages')).resolves.toEqual({ count: 2 });
    expect(calls[0]).toMatchObject({ url: '/v1/pages', method: 'GET' });
  });
});
