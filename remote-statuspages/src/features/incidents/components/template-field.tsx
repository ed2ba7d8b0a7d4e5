import { ConfirmDialog, Select } from '@statusdeck/shared';
import { useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncidentTemplate } from '../../incident-templates/api/templates';
import type { ReportValues } from '../incident-rules';

/** The fields a template fills. */
const FILLED = ['name', 'body', 'translations', 'status', 'impact', 'components'] as const;
const filledPart = (values: ReportValues) => JSON.stringify(FILLED.map((field) => values[field]));

/** The report's values with `template` applied: its title and message in every language, status, impact, components. */
function applied(values: ReportValues, template: IncidentTemplate): ReportValues {
  const translations = Object.fromEntries(
    Object.keys(values.translations).map((language) => {
      const saved = template.translations[language as keyof IncidentTemplate['translations']];
      return [language, { name: saved?.title ?? '', body: saved?.body ?? '' }];
    }),
  );
  const incident = values.kind === 'incident';
  return {
    ...values,
    name: template.title,
    body: template.body,
    translations,
    // A maintenance is always reported scheduled, with the impact maintenance.
    status: incident ? template.status : values.status,
    impact: incident ? template.impact : values.impact,
    components: template.components.map(({ id, status }) => ({ id, status })),
  };
}

/**
 * "Start from a template": the page's templates of the form's kind (a native select, so the keyboard
 * works as everywhere). Choosing one fills the title and message (in every language), status, impact and
 * components, all still editable; choosing again after editing asks before overwriting the edits.
 */
export function TemplateField({ templates }: { templates: readonly IncidentTemplate[] }) {
  const { t } = useTranslation();
  const { setValues, values, isSubmitting, initialValues } = useFormikContext<ReportValues>();
  const [chosen, setChosen] = useState('');
  const [pending, setPending] = useState<IncidentTemplate | null>(null);
  // What the form held after the last fill: edits since then are the user's own.
  const baseline = useRef(filledPart(initialValues));
  const ofKind = templates.filter((template) => template.kind === values.kind);
  if (ofKind.length === 0) return null;

  const fill = (template: IncidentTemplate) => {
    const next = applied(values, template);
    baseline.current = filledPart(next);
    setChosen(template.id);
    void setValues(next, false);
  };

  return (
    <>
      <Select
        label={t('pageIncidents.templates.field')}
        hint={t('pageIncidents.templates.hint')}
        placeholder={t('pageIncidents.templates.none')}
        options={ofKind.map((template) => ({ value: template.id, label: template.name }))}
        value={chosen}
        disabled={isSubmitting}
        onChange={(event) => {
          const template = ofKind.find((entry) => entry.id === event.target.value);
          if (!template) return;
          if (filledPart(values) === baseline.current) fill(template);
          else setPending(template);
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending) fill(pending);
          setPending(null);
        }}
        title={t('pageIncidents.templates.replaceTitle')}
        description={t('pageIncidents.templates.replaceDescription', { template: pending?.name ?? '' })}
        confirmLabel={t('pageIncidents.templates.replaceConfirm')}
        cancelLabel={t('pageIncidents.templates.replaceCancel')}
      />
    </>
  );
}
