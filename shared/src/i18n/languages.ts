import { LANGUAGES, type Language } from '../api/contract.gen';

/** The console speaks the API's languages; Russian is the fallback. */
export const SUPPORTED_LANGUAGES = LANGUAGES;

export type { Language };

export const FALLBACK_LANGUAGE: Language = 'ru';

/** Shown in their own language, so not translated. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский' };

/** Where the language detector saves the choice (i18next-browser-languagedetector's default key). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
