import { LANGUAGE_STORAGE_KEY } from '../languages';

/**
 * The part of i18next-browser-languagedetector the console's options use (`order: ['localStorage',
 * 'navigator']`, `caches: ['localStorage']`), for the lean sign-in page's bundle (aliased there): the saved
 * choice, then the browser's languages; the language chosen is saved.
 */
const LanguageDetector = {
  type: 'languageDetector' as const,
  detect(): string[] {
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      saved = null;
    }
    const browser = navigator.languages?.length ? [...navigator.languages] : [navigator.language];
    return [...(saved ? [saved] : []), ...browser];
  },
  cacheUserLanguage(language: string): void {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage refused: the choice lasts this page only.
    }
  },
};

export default LanguageDetector;
