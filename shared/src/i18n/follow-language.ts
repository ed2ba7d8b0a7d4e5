import i18next from 'i18next';

/**
 * `<html lang>` follows the shared instance's language (screen readers, hyphenation, the shell's CSS): the
 * language of the strings shown (`ru` for a browser's `ru-RU`), as the early script set it before
 * (early-translations.ts), so it does not change when the translations arrive.
 */
export function followLanguage(): void {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = i18next.resolvedLanguage ?? language;
  });
}
