import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en/translation.json';

/** The real English strings, in memory, so tests assert what a user reads. */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage('en');
    return;
  }
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
}

export { en };
