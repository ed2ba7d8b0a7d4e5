import { Api } from '@statusdeck/shared';

/** The languages a page, an incident text or a notification can be in, in the API's order. */
export const LANGUAGES: readonly Api.Language[] = Api.LANGUAGES;

/** Each language's name in the console's language (whole literals, so the locale check sees them). */
export const LANGUAGE_LABEL_KEYS: Record<Api.Language, string> = {
  en: 'statuspages.languages.en',
  ru: 'statuspages.languages.ru',
};
