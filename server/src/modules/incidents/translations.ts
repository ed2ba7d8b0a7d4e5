/**
 * An incident's name and its updates' text in the page's other languages. The page's default language keeps
 * its text in `name` and `body`; `translations` holds the others, `{"ru": {"name": …}}` on an incident and
 * `{"ru": {"body": …}}` on an update. Every reader — mails, webhooks, chat messages, the public page and its
 * formats — takes its text through `localizedIncident` (or `localizedName`/`localizedBody`), which falls back
 * to the default language's text where a language has none.
 */
import { LANGUAGES, type Language } from '../../lib/enums';
import { type ErrorDetail, invalidRequest } from '../../lib/errors';
import { isLanguage } from '../../lib/language';

export type IncidentTranslations = Partial<Record<Language, { name: string }>>;
export type UpdateTranslations = Partial<Record<Language, { body: string }>>;

/** A request's `translations`: any keys (checked here), a name and/or a body each. */
export type TranslationsInput = Record<string, { name?: string; body?: string }>;

/** The checked texts of a request per field and language, trimmed; '' asks to remove a stored one. */
export type TranslatedTexts = {
  name: Partial<Record<Language, string>>;
  body: Partial<Record<Language, string>>;
};

export const NO_TRANSLATIONS: TranslatedTexts = { name: {}, body: {} };

/**
 * Checks a request's `translations` against the page: each key must be one of our languages other than the
 * page's default (whose text is `name`/`body` themselves); every refused key is one field detail.
 */
export function checkTranslations(
  input: TranslationsInput | undefined,
  defaultLanguage: Language,
): TranslatedTexts {
  if (!input) return NO_TRANSLATIONS;
  const details: ErrorDetail[] = [];
  const texts: TranslatedTexts = { name: {}, body: {} };
  for (const [key, value] of Object.entries(input)) {
    const field = `translations.${key}`;
    if (!isLanguage(key)) {
      details.push({
        field,
        code: 'unsupported_language',
        message: `${key} is not a language of status pages (${LANGUAGES.join(', ')})`,
      });
    } else if (key === defaultLanguage) {
      details.push({
        field,
        code: 'default_language',
        message: `${key} is the page's default language: its text goes in name and body`,
      });
    } else {
      if (value.name !== undefined) texts.name[key] = value.name.trim();
      if (value.body !== undefined) texts.body[key] = value.body.trim();
    }
  }
  if (details.length > 0) throw invalidRequest(details);
  return texts;
}

/** Whether the request gives any text (or removal) for `field`. */
export const mentions = (texts: TranslatedTexts, field: keyof TranslatedTexts) =>
  Object.keys(texts[field]).length > 0;

/**
 * The stored translations with a request's texts of `field` applied: a text replaces the language's, an
 * empty one removes it.
 */
export function mergeTranslations<Field extends 'name' | 'body'>(
  stored: Partial<Record<Language, Record<Field, string>>>,
  changes: Partial<Record<Language, string>>,
  field: Field,
): Partial<Record<Language, Record<Field, string>>> {
  const merged = { ...stored };
  for (const language of LANGUAGES) {
    const text = changes[language];
    if (text === undefined) continue;
    if (text === '') delete merged[language];
    else merged[language] = { [field]: text } as Record<Field, string>;
  }
  return merged;
}

/** An incident's name in `language`, else the default language's. */
export const localizedName = (
  incident: { name: string; translations: IncidentTranslations },
  language: Language,
): string => incident.translations[language]?.name || incident.name;

/** An update's text in `language`, else the default language's. */
export const localizedBody = (
  update: { body: string; translations: UpdateTranslations },
  language: Language,
): string => update.translations[language]?.body || update.body;

/** What `localizedIncident` reads: a name, and the timeline when the shape has one. */
export type LocalizableIncident = {
  name: string;
  translations: IncidentTranslations;
  updates?: ReadonlyArray<{ body: string; translations: UpdateTranslations }>;
};

/**
 * The incident as a reader of `language` sees it: its name and every update's text in that language where
 * written, else the default language's. The same object when nothing changes, so caches keyed by it hold.
 * Builders of outgoing messages (mails, webhooks, chat) call this with their reader's language first.
 */
export function localizedIncident<Incident extends LocalizableIncident>(
  incident: Incident,
  language: Language,
): Incident {
  const name = localizedName(incident, language);
  const updates = incident.updates?.map((update) => {
    const body = localizedBody(update, language);
    return body === update.body ? update : { ...update, body };
  });
  const updatesChanged = updates?.some((update, index) => update !== incident.updates?.[index]) ?? false;
  if (name === incident.name && !updatesChanged) return incident;
  return { ...incident, name, ...(updatesChanged ? { updates } : {}) };
}
