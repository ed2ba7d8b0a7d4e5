import { API_ERRORS, Api, ApiError, Button, Dialog, notify } from '@statusdeck/shared';
import {
  FormActions,
  FormError,
  FormField,
  FormStack,
  SelectField,
  SubmitButton,
  TextareaField,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentGroup, PageComponent } from '../../../api/component-types';
import { IMPACT_LABEL_KEYS, STATUS_LABEL_KEYS } from '../../../lib/incident-status-labels';
import { type Language, otherLanguages } from '../../../lib/languages';
import { AffectedComponentsField } from '../../incidents/components/affected-components-field';
import { LanguageTabs } from '../../incidents/components/language-tabs';
import { suggestedComponentStatus } from '../../incidents/incident-labels';
import { openingStatuses } from '../../incidents/incident-rules';
import { type IncidentTemplate, useTemplateWrites } from '../api/templates';
import {
  TEMPLATE_NAME_MAX,
  type TemplateValues,
  templateInput,
  templateSchema,
  templateValues,
} from './template-form-rules';

const kindOf = (impact: Api.Impact) => (impact === 'maintenance' ? 'maintenance' : 'incident');

/** The status choices of the impact's kind; a status of the other kind gives way to the kind's first. */
function StatusField() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<TemplateValues>();
  const statuses = openingStatuses(kindOf(values.impact));
  useEffect(() => {
    const [first] = statuses;
    if (first && !statuses.includes(values.status)) void setFieldValue('status', first, false);
  }, [statuses, values.status, setFieldValue]);
  return (
    <SelectField
      name="status"
      label={t('pageTemplates.form.status')}
      options={statuses.map((status) => ({ value: status, label: t(STATUS_LABEL_KEYS[status]) }))}
    />
  );
}

type Props = {
  pageId: string;
  language: Language;
  components: readonly PageComponent[];
  groups: readonly ComponentGroup[];
  open: boolean;
  /** The template to edit; null adds one. */
  template: IncidentTemplate | null;
  onClose(): void;
};

/** Adds or edits a template: its name, and the report it starts — title and message per language, status, impact, components. */
export function TemplateDialog({ pageId, language, components, groups, open, template, onClose }: Props) {
  const { t } = useTranslation();
  const writes = useTemplateWrites(pageId);
  const nameRef = useRef<HTMLInputElement>(null);
  const others = otherLanguages(language);
  const schema = useMemo(() => templateSchema(others), [others]);
  const onSubmit = useSubmitHandler<TemplateValues, IncidentTemplate>({
    request: (values) =>
      template ? writes.update(template.id, templateInput(values)) : writes.create(templateInput(values)),
    failureMessage: (error) =>
      error instanceof ApiError && error.code === 'incident_template_limit_reached'
        ? t(API_ERRORS.incident_template_limit_reached.key)
        : t(template ? 'pageTemplates.edit.failed' : 'pageTemplates.add.failed'),
    onSuccess: (saved) => {
      notify({
        title: t(template ? 'pageTemplates.edit.done' : 'pageTemplates.add.done', { name: saved.name }),
      });
      onClose();
    },
  });
  const title = template
    ? t('pageTemplates.edit.title', { name: template.name })
    : t('pageTemplates.add.title');
  return (
    <Dialog open={open} onClose={onClose} title={title} initialFocus={nameRef}>
      <Formik
        // A fresh form for each template opened.
        key={template?.id ?? 'new'}
        initialValues={templateValues(template, others)}
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        {({ values }) => (
          <FormStack noValidate aria-label={title}>
            <FormError />
            <FormField
              ref={nameRef}
              name="name"
              label={t('pageTemplates.form.name')}
              hint={t('pageTemplates.form.nameHint')}
              autoComplete="off"
              maxLength={TEMPLATE_NAME_MAX}
            />
            <LanguageTabs language={language} fields={['title', 'body']} gap="md">
              {({ field }) => (
                <>
                  <FormField name={field('title')} label={t('pageTemplates.form.title')} autoComplete="off" />
                  <TextareaField name={field('body')} label={t('pageTemplates.form.body')} rows={4} />
                </>
              )}
            </LanguageTabs>
            <SelectField
              name="impact"
              label={t('pageTemplates.form.impact')}
              hint={t('pageTemplates.form.impactHint')}
              options={Api.IMPACTS.map((impact) => ({ value: impact, label: t(IMPACT_LABEL_KEYS[impact]) }))}
            />
            <StatusField />
            <AffectedComponentsField
              name="components"
              label={t('pageTemplates.form.components')}
              components={components}
              groups={groups}
              suggestedStatus={suggestedComponentStatus(values.impact)}
            />
            <FormActions>
              <Button variant="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <SubmitButton>
                {template ? t('pageTemplates.edit.submit') : t('pageTemplates.add.submit')}
              </SubmitButton>
            </FormActions>
          </FormStack>
        )}
      </Formik>
    </Dialog>
  );
}
