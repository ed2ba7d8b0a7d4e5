import * as yup from 'yup';
import type { Language } from '../../../lib/languages';
import type { ComponentChange } from '../../incidents/api/create-incident';
import type { IncidentImpact, IncidentStatus } from '../../incidents/api/types';
import { bodyRule, nameLimitRule, nameRule } from '../../incidents/incident-rules';
import { type Drafts, draftsOf, draftsSchema } from '../../incidents/translation-rules';
import type { IncidentTemplate, NewTemplate } from '../api/templates';

/** The server's limit on a template's own name, checked here first so the form can say so. */
export const TEMPLATE_NAME_MAX = 100;

export type TemplateValues = {
  name: string;
  /** The incident's title and message: the same fields, names and limits as the report form's. */
  title: string;
  body: string;
  status: IncidentStatus;
  impact: IncidentImpact;
  components: ComponentChange[];
  translations: Drafts<'title' | 'body'>;
};

/** The form for `template`, or for a new one; `others` are the page's languages besides its default. */
export function templateValues(
  template: IncidentTemplate | null,
  others: readonly Language[],
): TemplateValues {
  return {
    name: template?.name ?? '',
    title: template?.title ?? '',
    body: template?.body ?? '',
    status: template?.status ?? 'investigating',
    impact: template?.impact ?? 'minor',
    components: template?.components.map(({ id, status }) => ({ id, status })) ?? [],
    translations: draftsOf(others, ['title', 'body'], template?.translations),
  };
}

export function templateSchema(others: readonly Language[]) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .max(TEMPLATE_NAME_MAX, 'pageTemplates.validation.nameTooLong')
      .required('pageTemplates.validation.nameRequired'),
    title: nameRule,
    body: bodyRule,
    translations: draftsSchema(others, { title: nameLimitRule, body: bodyRule }),
  });
}

/**
 * The body a create or edit sends: every text trimmed, and every other language's title and message —
 * an empty one removes the language's stored text, as the API reads it.
 */
export function templateInput(values: TemplateValues): NewTemplate {
  const translations = Object.fromEntries(
    Object.entries(values.translations).map(([language, draft]) => [
      language,
      { title: draft?.title.trim() ?? '', body: draft?.body.trim() ?? '' },
    ]),
  );
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    body: values.body.trim(),
    status: values.status,
    impact: values.impact,
    components: values.components,
    translations,
  };
}
