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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPACT_LABEL_KEYS } from '../../../lib/incident-status-labels';
import type { Incident } from '../api/types';
import { useUpdateIncident } from '../api/update-incident';
import { INCIDENT_IMPACTS } from '../incident-labels';
import { type DetailsValues, detailsSchema } from '../update-rules';
import { FormColumn } from './form-column';

/** "Edit details": the incident's name and impact, which change the incident, not its timeline. */
export function EditDetailsButton({ pageId, incident }: { pageId: string; incident: Incident }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const update = useUpdateIncident(pageId, incident.id);
  const maintenance = incident.kind === 'maintenance';
  const onSubmit = useSubmitHandler<DetailsValues, Incident>({
    request: (values) =>
      update(
        maintenance ? { name: values.name.trim() } : { name: values.name.trim(), impact: values.impact },
      ),
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
        <Formik
          initialValues={{ name: incident.name, impact: incident.impact }}
          validationSchema={detailsSchema}
          onSubmit={onSubmit}
        >
          <FormColumn noValidate aria-label={t('pageIncidents.details.title')}>
            <FormError />
            <FormField name="name" label={t('pageIncidents.form.name')} autoComplete="off" />
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
