import { LANGUAGES } from '../../server/src/lib/enums';
import { baseKey, flattenKeys, keysNamedInCode, placeholders, readLocale } from './locale-keys';

const locales = Object.fromEntries(
  LANGUAGES.map((language) => [language, flattenKeys(readLocale(language))]),
);
const en = locales.en ?? new Map<string, string>();
const ru = locales.ru ?? new Map<string, string>();
const baseKeys = (keys: Map<string, string>) => new Set([...keys.keys()].map(baseKey));

describe('translations', () => {
  it('has every key in both English and Russian', () => {
    const enKeys = baseKeys(en);
    const ruKeys = baseKeys(ru);
    expect([...enKeys].filter((key) => !ruKeys.has(key))).toEqual([]);
    expect([...ruKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty = LANGUAGES.flatMap((language) =>
      [...(locales[language] ?? new Map<string, string>())]
        .filter(([, text]) => !text.trim())
        .map(([key]) => `${language}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const mismatched = [...en]
      .filter(([key, text]) => {
        const other = ru.get(key) ?? ru.get(`${baseKey(key)}_many`) ?? ru.get(`${baseKey(key)}_other`);
        return other !== undefined && placeholders(other).join() !== placeholders(text).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  const sections = new Set([...en.keys()].map((key) => key.split('.')[0] ?? ''));
  const named = keysNamedInCode(sections);
  const known = baseKeys(en);

  it('has a translation for every key the code names', () => {
    const missing = [...named].filter(([key]) => !known.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has no key that no code names', () => {
    const namedKeys = new Set(named.keys());
    expect([...known].filter((key) => !namedKeys.has(key))).toEqual([]);
  });
});
