/**
 * The `public.*` translations of English and Russian, inlined into the lean bundles so the public
 * page needs no translation request. rspack.config.ts defines `__PUBLIC_STRINGS__`
 * from locales/{en,ru}/translation.json at build time; under jest and tsx (server tests, dev) the
 * identifier is undefined and the same subset is read from the locale files instead.
 */
import type { PublicLanguage } from './render-input';

export type PublicStrings = Record<PublicLanguage, { public: Record<string, unknown> }>;

declare const __PUBLIC_STRINGS__: PublicStrings | undefined;
declare const __PUBLIC_STRINGS_INLINED__: boolean | undefined;

type LocaleFile = { public: Record<string, unknown> };

function subset(en: LocaleFile, ru: LocaleFile): PublicStrings {
  return { en: { public: en.public }, ru: { public: ru.public } };
}

// The requires sit in the branch rspack removes at parse time (`__PUBLIC_STRINGS_INLINED__` is the
// constant `true` there), so the bundles never contain the whole locale files.
export const publicStrings: PublicStrings =
  typeof __PUBLIC_STRINGS_INLINED__ !== 'undefined'
    ? (__PUBLIC_STRINGS__ as PublicStrings)
    : subset(
        require('../../../locales/en/translation.json'),
        require('../../../locales/ru/translation.json'),
      );
