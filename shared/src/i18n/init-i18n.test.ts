import '../testing/global-fetch-placeholder';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { configureApi } from '../http/configure-api';
import { installFakeFetch } from '../testing/fake-fetch';
import { en } from '../testing/test-i18n';
import { i18nOptions } from './i18n-options';
import { initI18n } from './init-i18n';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';

afterEach(() => jest.useRealTimers());

describe('initI18n', () => {
  it('configures the shared instance: languages, detection, load path under the base URL, no suspense', async () => {
    localStorage.setItem('i18nextLng', 'en');
    configureApi({ baseUrl: 'https://app.example.com' });
    const { calls } = installFakeFetch(() => ({ status: 200, body: en }));
    const instance = await initI18n();
    configureApi({ baseUrl: '' });

    expect(instance).toBe(i18next);
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'ru']);
    expect(FALLBACK_LANGUAGE).toBe('ru');
    expect(instance.options).toMatchObject({
      fallbackLng: ['ru'],
      ns: ['translation'],
      defaultNS: 'translation',
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      saveMissing: false,
      detection: { order: ['localStorage', 'navigator'], caches: ['localStorage'] },
      backend: { loadPath: 'https://app.example.com/locales/{{lng}}/{{ns}}.json' },
      react: { useSuspense: false },
    });
    expect(instance.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'ru']));
    expect(instance.language).toBe('en');
    expect(instance.t('auth.messages.loginSuccess')).toBe(en.auth.messages.loginSuccess);
    expect(calls.map((call) => call.url)).toContain('https://app.example.com/locales/en/translation.json');
    expect(document.documentElement.lang).toBe('en');
  });

  it('initialises once', async () => {
    await expect(initI18n()).resolves.toBe(await initI18n());
  });
});

describe('translation loading retries', () => {
  async function load(reply: () => Promise<{ status: number; body?: unknown }>) {
    jest.useFakeTimers();
    const attempts: number[] = [];
    const start = Date.now();
    installFakeFetch(async ({ url }) => {
      if (url.includes('/en/')) attempts.push(Date.now() - start);
      return url.includes('/en/') ? reply() : { status: 200, body: {} };
    });
    const instance = i18next.createInstance().use(HttpBackend);
    const done = instance.init({ ...i18nOptions('/locales/{{lng}}/{{ns}}.json'), lng: 'en' });
    await jest.advanceTimersByTimeAsync(20000);
    await done;
    return attempts;
  }

  it('retries server errors 5 times, waiting 350 ms and doubling', async () => {
    const attempts = await load(async () => ({ status: 503 }));
    expect(attempts).toEqual([0, 350, 1050, 2450, 5250, 10850]);
  });

  it('retries network failures', async () => {
    const attempts = await load(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(attempts).toHaveLength(6);
  });

  it('treats 4xx responses as final', async () => {
    const attempts = await load(async () => ({ status: 404 }));
    expect(attempts).toEqual([0]);
  });
});
