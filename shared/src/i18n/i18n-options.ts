import type { InitOptions } from 'i18next';
import { answerEarlyOr } from '../http/early-reads';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';

export const DEFAULT_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** The product's languages and translation-loading rules as i18next options. */
export function i18nOptions(loadPath: string): InitOptions {
  return {
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    // 'en-US' from the browser resolves to 'en' without a request for an 'en-US' file.
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    maxParallelReads: 10,
    // i18next doubles the wait on each retry; the backend asks for retries on 5xx and network errors only.
    maxRetries: 5,
    retryTimeout: 350,
    saveMissing: false,
    interpolation: { escapeValue: false },
    detection: { order: ['localStorage', 'navigator'], caches: ['localStorage'] },
    backend: {
      loadPath,
      // A file the page's early script already asked for (start-early.ts) is taken from there, once.
      alternateFetch: (url: string, init: RequestInit) => answerEarlyOr(url, null, () => fetch(url, init)),
    },
    // Apps show a spinner until translations are ready instead of suspending.
    react: { useSuspense: false },
  };
}
