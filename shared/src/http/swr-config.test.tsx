import { act, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import useSWR from 'swr';
import { installFakeFetch, type Reply } from '../testing/fake-fetch';
import { renderWithProviders } from '../testing/render';
import { en, initTestI18n } from '../testing/test-i18n';
import { configureApi } from './configure-api';
import { fetcher, swrConfig } from './swr-config';

beforeAll(initTestI18n);
afterEach(() => act(() => toast.remove()));

function Pages() {
  const { data } = useSWR<{ id: string }[]>('/v1/pages');
  return <p>{data ? `${data.length} pages` : 'no pages'}</p>;
}

describe('swrConfig', () => {
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

  it.each<[string, Reply, string]>([
    [
      '429 TOO_MANY_REQUESTS',
      { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'slow down' } },
      en.common.tooManyRequests,
    ],
    [
      '402 PLAN_LIMIT_REACHED',
      { status: 402, body: { code: 'PLAN_LIMIT_REACHED', message: 'limit' } },
      en.statuspages.errors.planLimitReached,
    ],
  ])('shows the error toast when any SWR hook gets a %s', async (_, reply, description) => {
    configureApi({ baseUrl: '' });
    localStorage.clear();
    installFakeFetch(() => reply);
    renderWithProviders(<Pages />, { session: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.common.error);
    expect(alert).toHaveTextContent(description);
    expect(screen.getByText('no pages')).toBeInTheDocument();
  });
});
