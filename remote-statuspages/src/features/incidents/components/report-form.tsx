import { Button } from '@statusdeck/shared';
import {
  FormActions,
  FormError,
  FormField,
  FormStack,
  SelectField,
  SubmitButton,
  TextareaField,
} from '@statusdeck/shared/forms';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentGroup, PageComponent } from '../../../api/component-types';
import { IMPACT_LABEL_KEYS, STATUS_LABEL_KEYS } from '../../../lib/incident-status-labels';
import { type Language, otherLanguages } from '../../../lib/languages';
import type { IncidentTemplate } from '../../incident-templates/api/templates';
import { INCIDENT_IMPACTS, suggestedComponentStatus } from '../incident-labels';
import { openingStatuses, type ReportValues, reportSchema } from '../incident-rules';
import { AffectedComponentsField } from './affected-components-field';
import { LanguageTabs } from './language-tabs';
import { MaintenanceOptions } from './maintenance-options';
import { NotifyField } from './notify-field';
import { TemplateField } from './template-field';
import { ZonedTimeField } from './zoned-time-field';

type Props = {
  pageId: string;
  timeZone: string;
  /** The page's default language; the name and message may also be written in its other languages. */
  language: Language;
  initialValues: ReportValues;
  components: readonly PageComponent[];
  groups: readonly ComponentGroup[];
  /** The page's templates; those of the form's kind are offered to start from. */
  templates: readonly IncidentTemplate[];
  onSubmit(values: ReportValues, helpers: FormikHelpers<ReportValues>): Promise<void>;
  onCancel(): void;
};

/** A new incident, or a maintenance window when `initialValues.kind` says so. */
export function ReportForm({
  pageId,
  timeZone,
  language,
  initialValues,
  components,
  groups,
  templates,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => reportSchema(timeZone, otherLanguages(language)), [timeZone, language]);
  const maintenance = initialValues.kind === 'maintenance';
  const statusOptions = openingStatuses('incident').map((status) => ({
    value: status,
    label: t(STATUS_LABEL_KEYS[status]),
  }));
  const impactOptions = INCIDENT_IMPACTS.map((impact) => ({
    value: impact,
    label: t(IMPACT_LABEL_KEYS[impact]),
  }));
  const nameHint = maintenance
    ? t('pageIncidents.form.maintenanceNameHint')
    : t('pageIncidents.form.nameHint');
  const messageHint = maintenance
    ? t('pageIncidents.form.maintenanceMessageHint')
    : t('pageIncidents.form.messageHint');
  const title = maintenance ? t('pageIncidents.add.maintenanceTitle') : t('pageIncidents.add.incidentTitle');
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ values }) => (
        <FormStack noValidate aria-label={title}>
          <FormError />
          <TemplateField templates={templates} />
          <LanguageTabs language={language} fields={['name', 'body']}>
            {({ field, isDefault, initial }) => (
              <>
                <FormField
                  name={field('name')}
                  label={maintenance ? t('pageIncidents.form.maintenanceName') : t('pageIncidents.form.name')}
                  hint={isDefault ? nameHint : undefined}
                  autoComplete="off"
                  autoFocus={isDefault && initial}
                />
                <TextareaField
                  name={field('body')}
                  label={t('pageIncidents.form.message')}
                  hint={isDefault ? messageHint : undefined}
                  rows={5}
                />
              </>
            )}
          </LanguageTabs>
          {maintenance ? (
            <>
              <ZonedTimeField
                name="scheduled_for"
                label={t('pageIncidents.form.scheduledFor')}
                timeZone={timeZone}
              />
              <ZonedTimeField
                name="scheduled_until"
                label={t('pageIncidents.form.scheduledUntil')}
                timeZone={timeZone}
              />
            </>
          ) : (
            <>
              <SelectField name="status" label={t('pageIncidents.form.status')} options={statusOptions} />
              <SelectField name="impact" label={t('pageIncidents.form.impact')} options={impactOptions} />
            </>
          )}
          <AffectedComponentsField
            name="components"
            label={t('pageIncidents.form.components')}
            components={components}
            groups={groups}
            suggestedStatus={suggestedComponentStatus(values.impact)}
          />
          {maintenance ? (
            <MaintenanceOptions remind={values.remind_subscribers} />
          ) : (
            <ZonedTimeField
              name="started_at"
              label={t('pageIncidents.form.startedAt')}
              hint={t('pageIncidents.form.startedAtHint')}
              timeZone={timeZone}
            />
          )}
          <NotifyField pageId={pageId} />
          <FormActions>
            <Button variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <SubmitButton>
              {maintenance ? t('pageIncidents.add.scheduleSubmit') : t('pageIncidents.add.reportSubmit')}
            </SubmitButton>
          </FormActions>
        </FormStack>
      )}
    </Formik>
  );
}
