import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { publicStrings } from './public-strings';
import { PUBLIC_LANGUAGES, type PublicLanguage } from './render-input';

/**
 * An i18next instance with the inlined public strings, initialised synchronously: no backend, no
 * language detector (the language comes from `?lang=` or the page's default, decided by the caller).
 */
export function createPublicI18n(language: PublicLanguage): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...PUBLIC_LANGUAGES],
    resources: {
      en: { translation: publicStrings.en },
      ru: { translation: publicStrings.ru },
    },
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}
