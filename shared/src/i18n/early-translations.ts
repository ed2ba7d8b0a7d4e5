import LanguageDetector from 'i18next-browser-languagedetector';
import { resolveUrl } from '../http/configure-api';
import { DEFAULT_LOAD_PATH, i18nOptions } from './i18n-options';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';

/** How i18next-http-backend asks for a translation file (its default request options). */
export const TRANSLATION_REQUEST: RequestInit = { mode: 'cors', credentials: 'same-origin' };

/**
 * The translation files i18next will ask for as the app starts (i18n-options.ts): the language its
 * detector picks (the first detected one the console speaks) and the fallback. Should the app pick another,
 * it asks for that file itself.
 */
export function startingTranslationUrls(): string[] {
  const options = i18nOptions(DEFAULT_LOAD_PATH);
  const found: unknown = new LanguageDetector(undefined, options.detection).detect();
  const codes = (Array.isArray(found) ? found : [found]).filter((code) => typeof code === 'string');
  const supported: readonly string[] = SUPPORTED_LANGUAGES;
  const language =
    codes.map((code) => code.split('-')[0]?.toLowerCase() ?? '').find((code) => supported.includes(code)) ??
    FALLBACK_LANGUAGE;
  return [...new Set([language, FALLBACK_LANGUAGE])].map((lng) =>
    resolveUrl(DEFAULT_LOAD_PATH.replace('{{lng}}', lng).replace('{{ns}}', 'translation')),
  );
}
