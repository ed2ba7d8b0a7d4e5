import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { followLanguage } from './follow-language';
import { i18nOptions } from './i18n-options';

type Strings = Record<string, Record<string, unknown>>;

let initialised: Promise<i18n> | null = null;

/**
 * initI18n with the strings given instead of loaded, for a page that carries the few it shows (the lean
 * sign-in page): the same languages, fallback, detection and saved choice as the console, no backend.
 */
export function initI18nWithStrings(strings: Strings): Promise<i18n> {
  if (!initialised) {
    followLanguage();
    const resources = Object.fromEntries(
      Object.entries(strings).map(([language, translation]) => [language, { translation }]),
    );
    initialised = i18next
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({ ...i18nOptions(''), backend: undefined, resources })
      .then(() => i18next);
  }
  return initialised;
}
