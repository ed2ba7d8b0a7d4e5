import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { applyStartingLanguage, startingLanguage, startingTranslationUrls } from './early-translations';
import { followLanguage } from './follow-language';
import { i18nOptions } from './i18n-options';
import { LANGUAGE_STORAGE_KEY } from './languages';

const CASES: [saved: string | null, browser: string[], expected: string][] = [
  ['ru', ['en-US', 'en'], 'ru'],
  ['en', ['ru-RU', 'ru'], 'en'],
  [null, ['ru-RU', 'en'], 'ru'],
  [null, ['en-GB', 'ru'], 'en'],
  // The browser's first language one the console does not speak: its next one.
  [null, ['de-DE', 'en-US'], 'en'],
  [null, ['de-DE', 'fr'], 'ru'],
  // A saved value the console does not speak is passed over, as i18next does.
  ['de', ['ru'], 'ru'],
];

const OPTIONS = {
  ...i18nOptions('/locales/{{lng}}/{{ns}}.json'),
  backend: undefined,
  resources: { en: { translation: { word: 'word' } }, ru: { translation: { word: 'слово' } } },
};

function browser(saved: string | null, languages: string[]) {
  localStorage.clear();
  if (saved) localStorage.setItem(LANGUAGE_STORAGE_KEY, saved);
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('startingLanguage', () => {
  it.each(CASES)('saved %p, browser %p: %p', (saved, languages, expected) => {
    browser(saved, languages);
    expect(startingLanguage()).toBe(expected);
  });

  it.each(CASES)("agrees with i18next's own choice (saved %p, browser %p)", async (saved, languages) => {
    browser(saved, languages);
    const instance = i18next.createInstance().use(LanguageDetector);
    await instance.init(OPTIONS);
    expect(instance.resolvedLanguage).toBe(startingLanguage());
  });
});

describe('applyStartingLanguage', () => {
  it('sets <html lang> at once, with no translation loaded', () => {
    browser('ru', ['en-US']);
    applyStartingLanguage();
    expect(document.documentElement.lang).toBe('ru');
    browser(null, ['ru-RU', 'en']);
    applyStartingLanguage();
    expect(document.documentElement.lang).toBe('ru');
    browser(null, ['en-US', 'ru']);
    applyStartingLanguage();
    expect(document.documentElement.lang).toBe('en');
  });

  it('stays when i18next has started in the browser language (ru, not ru-RU)', async () => {
    browser(null, ['ru-RU', 'en']);
    applyStartingLanguage();
    const changes: string[] = [];
    const observer = new MutationObserver(() => changes.push(document.documentElement.lang));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    followLanguage();
    await i18next.use(LanguageDetector).init(OPTIONS);
    await Promise.resolve();
    observer.disconnect();
    expect(i18next.language).toBe('ru-RU');
    expect(document.documentElement.lang).toBe('ru');
    expect(changes.every((lang) => lang === 'ru')).toBe(true);
  });
});

it("startingTranslationUrls asks for the starting language's file and the fallback's", () => {
  browser(null, ['de-DE', 'en-US']);
  expect(startingTranslationUrls()).toEqual(['/locales/en/translation.json', '/locales/ru/translation.json']);
  browser('ru', ['en']);
  expect(startingTranslationUrls()).toEqual(['/locales/ru/translation.json']);
});
