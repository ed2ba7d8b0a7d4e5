import { Button } from '@statusdeck/shared';
import {
  FormActions,
  FormError,
  SubmitButton,
  TextareaField,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, otherLanguages } from '../../../lib/languages';
import type { IncidentUpdate } from '../api/types';
import { useUpdateIncidentUpdate } from '../api/update-incident-update';
import { type CorrectionValues, correctionInput, correctionOf, correctionSchema } from '../update-rules';
import { FormColumn } from './form-column';
import { LanguageTabs } from './language-tabs';
import { ZonedTimeField } from './zoned-time-field';

type Props = {
  pageId: string;
  incidentId: string;
  update: IncidentUpdate;
  timeZone: string;
  /** The page's default language; the text may also be corrected in its other languages. */
  language: Language;
  onDone(): void;
};

/** Corrects a posted update's text in each language and its display time (PUT); its status is history. */
export function CorrectionForm({ pageId, incidentId, update, timeZone, language, onDone }: Props) {
  const { t } = useTranslation();
  const save = useUpdateIncidentUpdate(pageId, incidentId);
  const others = otherLanguages(language);
  const initial = correctionOf(update, timeZone, others);
  const schema = useMemo(() => correctionSchema(otherLanguages(language), update), [language, update]);
  const onSubmit = useSubmitHandler<CorrectionValues, IncidentUpdate>({
    request: (values) => save(update.id, correctionInput(values, initial, timeZone)),
    successMessage: t('pageIncidents.detail.updateCorrected'),
    failureDisplay: 'banner',
    onSuccess: onDone,
  });
  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={onSubmit}>
      <FormColumn $gap="md" noValidate aria-label={t('pageIncidents.detail.correctionForm')}>
        <FormError />
        <LanguageTabs language={language} fields={['body']} gap="md">
          {({ field, isDefault, initial: first }) => (
            <TextareaField
              name={field('body')}
              label={t('pageIncidents.form.message')}
              rows={4}
              autoFocus={isDefault && first}
            />
          )}
        </LanguageTabs>
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
