import { Button } from '@statusdeck/shared';
import {
  FormActions,
  FormError,
  SubmitButton,
  TextareaField,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { IncidentUpdate } from '../api/types';
import { useUpdateIncidentUpdate } from '../api/update-incident-update';
import { type CorrectionValues, correctionInput, correctionOf, correctionSchema } from '../update-rules';
import { FormColumn } from './form-column';
import { ZonedTimeField } from './zoned-time-field';

type Props = { pageId: string; incidentId: string; update: IncidentUpdate; timeZone: string; onDone(): void };

/** Corrects a posted update's text and display time (PUT); its status is history and stays. */
export function CorrectionForm({ pageId, incidentId, update, timeZone, onDone }: Props) {
  const { t } = useTranslation();
  const save = useUpdateIncidentUpdate(pageId, incidentId);
  const initial = correctionOf(update, timeZone);
  const onSubmit = useSubmitHandler<CorrectionValues, IncidentUpdate>({
    request: (values) => save(update.id, correctionInput(values, initial, timeZone)),
    successMessage: t('pageIncidents.detail.updateCorrected'),
    failureDisplay: 'banner',
    onSuccess: onDone,
  });
  return (
    <Formik initialValues={initial} validationSchema={correctionSchema} onSubmit={onSubmit}>
      <FormColumn $gap="md" noValidate aria-label={t('pageIncidents.detail.correctionForm')}>
        <FormError />
        <TextareaField name="body" label={t('pageIncidents.form.message')} rows={4} autoFocus />
        <ZonedTimeField name="display_at" label={t('pageIncidents.detail.displayAt')} timeZone={timeZone} />
        <FormActions>
          <Button variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <SubmitButton>{t('pageIncidents.detail.saveCorrection')}</SubmitButton>
        </FormActions>
      </FormColumn>
    </Formik>
  );
}
