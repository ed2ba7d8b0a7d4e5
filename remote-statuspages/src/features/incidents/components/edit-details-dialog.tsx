import { Button, Dialog } from '@statusdeck/shared';
import {
  FormActions,
  FormError,
  FormField,
  SelectField,
  SubmitButton,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPACT_LABEL_KEYS } from '../../../lib/incident-status-labels';
import { type Language, otherLanguages } from '../../../lib/languages';
import type { Incident } from '../api/types';
import { useUpdateIncident } from '../api/update-incident';
import { INCIDENT_IMPACTS } from '../incident-labels';
import { type DetailsValues, detailsInput, detailsOf, detailsSchema } from '../update-rules';
import { FormColumn } from './form-column';
import { LanguageTabs } from './language-tabs';

type Props = {
  pageId: string;
  incident: Incident;
  /** The page's default language; the name may also be written in its other languages. */
  language: Language;
};

/**
 * "Edit details": the incident's name (in each language) and impact, which change the incident, not its
 * timeline.
 */
export function EditDetailsButton({ pageId, incident, language }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const update = useUpdateIncident(pageId, incident.id);
  const maintenance = incident.kind === 'maintenance';
  const others = otherLanguages(language);
  const schema = useMemo(() => detailsSchema(otherLanguages(language), incident), [language, incident]);
  const onSubmit = useSubmitHandler<DetailsValues, Incident>({
    request: (values) => update(detailsInput(values, incident)),
    successMessage: t('pageIncidents.details.saved'),
    failureDisplay: 'banner',
    onSuccess: () => setOpen(false),
  });
  const impactOptions = INCIDENT_IMPACTS.map((impact) => ({
    value: impact,
    label: t(IMPACT_LABEL_KEYS[impact]),
  }));
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('pageIncidents.details.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('pageIncidents.details.title')}>
        <Formik initialValues={detailsOf(incident, others)} validationSchema={schema} onSubmit={onSubmit}>
          <FormColumn noValidate aria-label={t('pageIncidents.details.title')}>
            <FormError />
            <LanguageTabs language={language} fields={['name']}>
              {({ field }) => (
                <FormField name={field('name')} label={t('pageIncidents.form.name')} autoComplete="off" />
              )}
            </LanguageTabs>
            {maintenance ? null : (
              <SelectField name="impact" label={t('pageIncidents.form.impact')} options={impactOptions} />
            )}
            <FormActions>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <SubmitButton>{t('pageIncidents.details.save')}</SubmitButton>
            </FormActions>
          </FormColumn>
        </Formik>
      </Dialog>
    </>
  );
}
