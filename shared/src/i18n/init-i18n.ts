import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { resolveUrl } from '../http/configure-api';
import { followLanguage } from './follow-language';
import { DEFAULT_LOAD_PATH, i18nOptions } from './i18n-options';

let initialised: Promise<i18n> | null = null;

/**
 * Initialises the shared default i18next instance once (host and remotes share it as a
 * singleton); later calls get the same promise.
 */
export function initI18n(options: { loadPath?: string } = {}): Promise<i18n> {
  if (!initialised) {
    const loadPath = resolveUrl(options.loadPath ?? DEFAULT_LOAD_PATH);
    followLanguage();
    initialised = i18next
      .use(HttpBackend)
      .use(LanguageDetector)
      .use(initReactI18next)
      .init(i18nOptions(loadPath))
      .then(() => i18next);
  }
  return initialised;
}
