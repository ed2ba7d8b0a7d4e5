import LanguageDetector from 'i18next-browser-languagedetector';
import { resolveUrl } from '../http/configure-api';
import { DEFAULT_LOAD_PATH, i18nOptions } from './i18n-options';
import { FALLBACK_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from './languages';

/** How i18next-http-backend asks for a translation file (its default request options). */
export const TRANSLATION_REQUEST: RequestInit = { mode: 'cors', credentials: 'same-origin' };

/**
 * The language the console starts in, chosen as i18next will choose it (i18n-options.ts): the first detected
 * code (the saved choice, then the browser's languages) whose language the console speaks, else the fallback.
 */
export function startingLanguage(): Language {
  const options = i18nOptions(DEFAULT_LOAD_PATH);
  // Given i18next's language utilities the detector answers every code it found, not only the first
  // (the saved choice may be absent and the browser's first language one the console does not speak).
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } };
  const found: unknown = new LanguageDetector(services as never, options.detection).detect();
  const codes = (Array.isArray(found) ? found : [found]).filter((code) => typeof code === 'string');
  const supported: readonly string[] = SUPPORTED_LANGUAGES;
  const language = codes
    .map((code) => code.split('-')[0]?.toLowerCase() ?? '')
    .find((code): code is Language => supported.includes(code));
  return language ?? FALLBACK_LANGUAGE;
}

/**
 * `<html lang>` set to the starting language before anything is shown (the page's HTML says `en`, and
 * i18next changes it only once the translations have arrived, follow-language.ts).
 */
export function applyStartingLanguage(): void {
  document.documentElement.lang = startingLanguage();
}

/**
 * The translation files i18next will ask for as the app starts: the starting language's and the fallback's.
 * Should the app pick another, it asks for that file itself.
 */
export function startingTranslationUrls(): string[] {
  return [...new Set([startingLanguage(), FALLBACK_LANGUAGE])].map((lng) =>
    resolveUrl(DEFAULT_LOAD_PATH.replace('{{lng}}', lng).replace('{{ns}}', 'translation')),
  );
}
