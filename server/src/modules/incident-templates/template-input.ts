import type { Queryable } from '../../db/db';
import { type ComponentStatus, type Impact, type IncidentStatus, LANGUAGES } from '../../lib/enums';
import { invalidField } from '../../lib/errors';
import { requireComponentChanges } from '../incidents/incident-input';
import { kindOfImpact, kindOfStatus } from '../incidents/statuses';
import { checkTranslations, type TranslatedTexts } from '../incidents/translations';
import type { PageRow } from '../pages/repository';
import type { TemplateFields, TemplateTranslations } from './repository';

/** A request's fields: all of them on create (name and title required), any on edit. */
export type TemplateInput = {
  name?: string;
  title?: string;
  body?: string;
  status?: IncidentStatus;
  impact?: Impact;
  components?: Array<{ id: string; status: ComponentStatus }>;
  translations?: Record<string, { title?: string; body?: string }>;
};

/**
 * The template a request asks for, over the `stored` one on an edit: the status must be of the impact's
 * kind and one a report can open with, the components live components of the page, the translations in the
 * page's other languages — the rules and 400 details of an incident's report.
 */
export async function checkTemplate(
  db: Queryable,
  page: Pick<PageRow, 'id' | 'default_language'>,
  input: TemplateInput,
  stored?: TemplateFields,
): Promise<TemplateFields> {
  const impact = input.impact ?? stored?.impact ?? 'none';
  const kind = kindOfImpact(impact);
  const status = input.status ?? stored?.status ?? (kind === 'maintenance' ? 'scheduled' : 'investigating');
  if (kindOfStatus(status) !== kind) {
    throw invalidField(
      'status',
      'invalid_for_kind',
      `${status} is not a status of ${kind === 'incident' ? 'an incident' : 'a maintenance'}`,
    );
  }
  if (status === 'postmortem') {
    throw invalidField('status', 'invalid_for_kind', 'An incident is never reported in its post-mortem');
  }
  // The incident rules read `name` where a template's translation says `title`.
  const texts = checkTranslations(
    input.translations &&
      Object.fromEntries(
        Object.entries(input.translations).map(([language, { title, body }]) => [
          language,
          { name: title, body },
        ]),
      ),
    page.default_language,
  );
  return {
    name: input.name?.trim() ?? stored?.name ?? '',
    title: input.title?.trim() ?? stored?.title ?? '',
    body: input.body?.trim() ?? stored?.body ?? '',
    status,
    impact,
    components:
      input.components === undefined
        ? (stored?.components ?? [])
        : await requireComponentChanges(db, page.id, input.components),
    translations: applyTranslations(stored?.translations ?? {}, texts),
  };
}

/** The stored translations with a request's texts applied: a text replaces, an empty one removes. */
function applyTranslations(stored: TemplateTranslations, texts: TranslatedTexts): TemplateTranslations {
  const merged: TemplateTranslations = {};
  for (const language of LANGUAGES) {
    const entry = { ...stored[language] };
    for (const [field, given] of [
      ['title', texts.name[language]],
      ['body', texts.body[language]],
    ] as const) {
      if (given === undefined) continue;
      if (given === '') delete entry[field];
      else entry[field] = given;
    }
    if (entry.title !== undefined || entry.body !== undefined) merged[language] = entry;
  }
  return merged;
}
