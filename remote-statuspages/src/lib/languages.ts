import { Api } from '@statusdeck/shared';

export type Language = Api.Language;

/** The product's languages, in the contract's order. */
export const LANGUAGES: readonly Language[] = Api.LANGUAGES;

/** Each language's name in the console's language (whole literals, so the locale check sees them). */
export const LANGUAGE_LABEL_KEYS: Record<Language, string> = {
  en: 'statuspages.languages.en',
  ru: 'statuspages.languages.ru',
};

/** A page's languages other than its default one: the text in them is optional, falling back to the default. */
export function otherLanguages(defaultLanguage: Language): Language[] {
  return LANGUAGES.filter((language) => language !== defaultLanguage);
}
