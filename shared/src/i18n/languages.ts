/** SPEC §1: English and Russian; Russian is the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'ru'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = 'ru';

/** Shown in their own language, so not translated. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский' };
