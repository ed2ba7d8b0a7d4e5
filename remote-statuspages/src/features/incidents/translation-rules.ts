import * as yup from 'yup';
import type { Language } from '../../lib/languages';

/**
 * A form's text in the page's other languages, by language: one string per translated field, '' while
 * none is written. The default language's text lives in the form's own fields (`name`, `body`).
 */
export type Drafts<Field extends string> = Partial<Record<Language, Record<Field, string>>>;

type Saved<Field extends string> = Partial<Record<Language, Partial<Record<Field, string>>>>;

/** A draft per language, filled from what the server holds (a correction) or empty (a new text). */
export function draftsOf<Field extends string>(
  languages: readonly Language[],
  fields: readonly Field[],
  saved: Saved<Field> = {},
): Drafts<Field> {
  const drafts: Drafts<Field> = {};
  for (const language of languages) {
    const text = {} as Record<Field, string>;
    for (const field of fields) text[field] = saved[language]?.[field] ?? '';
    drafts[language] = text;
  }
  return drafts;
}

/**
 * The `translations` a write sends: trimmed text, only the languages and fields that have some.
 * Undefined when no language has any, so the request leaves the key out.
 */
function translationsInput<Field extends string>(drafts: Drafts<Field>): Saved<Field> | undefined {
  const written: Saved<Field> = {};
  for (const [language, draft] of Object.entries(drafts) as [Language, Record<Field, string>][]) {
    const fields = Object.entries(draft)
      .map(([field, text]) => [field, (text as string).trim()] as const)
      .filter(([, text]) => text);
    if (fields.length > 0) written[language] = Object.fromEntries(fields) as Partial<Record<Field, string>>;
  }
  return Object.keys(written).length > 0 ? written : undefined;
}

/**
 * The rules of every other language's draft: each field's rule (the same length limits as the default
 * language's text), none of them required. A text the server already holds (`saved`) cannot be emptied:
 * a write leaves out what is blank, so emptying it would silently keep the old text.
 */
export function draftsSchema<Field extends string>(
  languages: readonly Language[],
  rules: Record<Field, yup.StringSchema>,
  saved: Saved<Field> = {},
) {
  const ruleOf = (language: Language, field: Field) =>
    saved[language]?.[field]?.trim()
      ? rules[field].required('pageIncidents.validation.translationKept')
      : rules[field];
  return yup.object(
    Object.fromEntries(
      languages.map((language) => [
        language,
        yup.object(
          Object.fromEntries(
            (Object.keys(rules) as Field[]).map((field) => [field, ruleOf(language, field)]),
          ),
        ),
      ]),
    ),
  );
}

/** `translations` only when some language has text, to spread into a request body. */
export function withTranslations<Field extends string>(
  drafts: Drafts<Field>,
): { translations?: Saved<Field> } {
  const translations = translationsInput(drafts);
  return translations ? { translations } : {};
}

/** The languages among `others` with no text (or only blanks) for `field` in what the server holds. */
export function missingLanguages<Field extends string>(
  others: readonly Language[],
  field: Field,
  saved: Saved<Field> = {},
): Language[] {
  return others.filter((language) => !saved[language]?.[field]?.trim());
}

/** The text readers of `language` get: its translation, or the default text when it has none. */
export function textIn<Field extends string>(
  language: Language,
  field: Field,
  fallback: string,
  saved: Saved<Field> = {},
): { text: string; translated: boolean } {
  const translated = saved[language]?.[field]?.trim();
  return translated ? { text: translated, translated: true } : { text: fallback, translated: false };
}
