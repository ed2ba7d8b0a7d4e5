import i18next from 'i18next';

/** `<html lang>` follows the shared instance's language (screen readers, hyphenation, the shell's CSS). */
export function followLanguage(): void {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}
