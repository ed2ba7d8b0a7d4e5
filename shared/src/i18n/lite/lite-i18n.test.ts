import { LANGUAGES, type Language } from '@statusdeck/shared/contract';
import i18next from 'i18next';
import lite from './i18next';

type Tree = { [key: string]: string | Tree };

function locale(language: Language): Tree {
  return require(`../../../../locales/${language}/translation.json`) as Tree;
}

/** Every key of a subtree (public.*, auth.*…), plural forms folded into their base key. */
function publicKeys(tree: Tree, prefix = 'public'): string[] {
  const node = tree as Tree;
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`${prefix}.${name.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : publicKeys(value, `${prefix}.${name}`),
  );
}

const resources = {
  en: { translation: { public: locale('en').public as Tree } },
  ru: { translation: { public: locale('ru').public as Tree } },
};

const VALUES = {
  name: 'Acme',
  page: 'Acme',
  status: 'ok',
  email: 'a@b.test',
  time: '10:00',
  hours: 2,
  minutes: 5,
  zone: 'UTC',
  incident: 'Outage',
  percent: '99%',
  date: '1 May',
  duration: '5 min',
};

it('answers exactly as i18next for every public key, count and language', async () => {
  const real = i18next.createInstance();
  await real.init({
    lng: 'en',
    fallbackLng: 'en',
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const mine = lite.createInstance();
  await mine.init({ lng: 'en', fallbackLng: 'en', resources });
  const keys = [...new Set(publicKeys(locale('en').public as Tree))];
  expect(keys.length).toBeGreaterThan(50);
  for (const lng of LANGUAGES) {
    const expected = real.getFixedT(lng);
    const actual = mine.getFixedT(lng);
    for (const key of [...keys, 'public.no.such.key']) {
      expect([lng, key, actual(key, VALUES)]).toEqual([lng, key, expected(key, VALUES)]);
      for (const count of [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1.5])
        expect([lng, key, count, actual(key, { ...VALUES, count })]).toEqual([
          lng,
          key,
          count,
          expected(key, { ...VALUES, count }),
        ]);
    }
  }
  expect(mine.t('public.nothing', { defaultValue: 'Hi {{name}}', name: 'you' })).toBe('Hi you');
});

it("answers as i18next for the sign-in page's strings (auth, common, titles, language)", async () => {
  const sections = ['auth', 'common', 'titles', 'language', 'forms'] as const;
  const whole = (language: Language) =>
    Object.fromEntries(sections.map((section) => [section, locale(language)[section] as Tree]));
  const signInResources = { en: { translation: whole('en') }, ru: { translation: whole('ru') } };
  const real = i18next.createInstance();
  await real.init({
    lng: 'en',
    fallbackLng: 'ru',
    resources: signInResources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const mine = lite.createInstance();
  await mine.init({ lng: 'en', fallbackLng: 'ru', resources: signInResources });
  const keys = sections.flatMap((section) => publicKeys(locale('en')[section] as Tree, section));
  expect(keys.length).toBeGreaterThan(100);
  for (const lng of LANGUAGES) {
    const expected = real.getFixedT(lng);
    const actual = mine.getFixedT(lng);
    for (const key of keys)
      expect([lng, key, actual(key, VALUES)]).toEqual([lng, key, expected(key, VALUES)]);
  }
});

describe('language choice', () => {
  beforeEach(() => localStorage.clear());

  const detector = {
    type: 'languageDetector' as const,
    detect: () => ['de-DE', 'ru-RU', 'en'],
    cacheUserLanguage: jest.fn(),
  };

  it('takes the first supported language detected, by its base, and caches it', async () => {
    const mine = lite.createInstance().use(detector);
    await mine.init({ supportedLngs: ['en', 'ru'], fallbackLng: 'ru', resources });
    expect(mine.language).toBe('ru');
    expect(mine.resolvedLanguage).toBe('ru');
    expect(detector.cacheUserLanguage).toHaveBeenLastCalledWith('ru');
  });

  it('falls back when nothing detected is supported', async () => {
    const mine = lite.createInstance().use({ ...detector, detect: () => ['de'] });
    await mine.init({ supportedLngs: ['en', 'ru'], fallbackLng: 'ru', resources });
    expect(mine.language).toBe('ru');
  });

  it('changes language, caches it and tells its listeners', async () => {
    const mine = lite.createInstance().use(detector);
    await mine.init({ supportedLngs: ['en', 'ru'], fallbackLng: 'ru', resources });
    const listener = jest.fn();
    mine.on('languageChanged', listener);
    await mine.changeLanguage('en');
    expect(mine.resolvedLanguage).toBe('en');
    expect(listener).toHaveBeenCalledWith('en');
    expect(detector.cacheUserLanguage).toHaveBeenLastCalledWith('en');
    mine.off('languageChanged', listener);
    await mine.changeLanguage('ru');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
