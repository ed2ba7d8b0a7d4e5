import { Button, Dialog, Skeleton } from '@statusdeck/shared';
import {
  FormActions,
  FormError,
  SubmitButton,
  TextareaField,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forbiddenText } from '../../../components/forbidden';
import { LANGUAGE_LABEL_KEYS, type Language, otherLanguages } from '../../../lib/languages';
import type { Incident } from '../api/types';
import { useUpdateIncident } from '../api/update-incident';
import { useResolutionText } from '../hooks/use-resolution-text';
import { type ResolutionValues, resolutionInput, resolutionOf, resolutionSchema } from '../update-rules';
import { FormColumn } from './form-column';
import { LanguageTabs } from './language-tabs';

type Props = { pageId: string; incident: Incident; language: Language };

/**
 * Resolve (or Complete, for maintenance) with a message subscribers and the public page show: it starts
 * as the default text in the page's language and cannot be sent empty. The server returns the affected
 * components to operational.
 */
export function ResolveButton({ pageId, incident, language }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const maintenance = incident.kind === 'maintenance';
  const action = maintenance ? t('pageIncidents.resolve.completeAction') : t('pageIncidents.resolve.action');
  return (
    <>
      <Button onClick={() => setOpen(true)}>{action}</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={
          maintenance
            ? t('pageIncidents.resolve.completeTitle', { name: incident.name })
            : t('pageIncidents.resolve.title', { name: incident.name })
        }
        description={t('pageIncidents.resolve.description')}
      >
        <ResolveForm
          pageId={pageId}
          incident={incident}
          language={language}
          action={action}
          onDone={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}

function ResolveForm({
  pageId,
  incident,
  language,
  action,
  onDone,
}: Props & { action: string; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateIncident(pageId, incident.id);
  const text = useResolutionText(language, incident.kind);
  const others = otherLanguages(language);
  const schema = useMemo(() => resolutionSchema(otherLanguages(language)), [language]);
  const onSubmit = useSubmitHandler<ResolutionValues, Incident>({
    request: (values) => update(resolutionInput(values, incident)),
    successMessage:
      incident.kind === 'maintenance'
        ? t('pageIncidents.resolve.completed')
        : t('pageIncidents.resolve.resolved'),
    failureDisplay: 'banner',
    failureMessage: (error) => forbiddenText(error, t) ?? t('pageIncidents.resolve.failed'),
    onSuccess: onDone,
  });
  if (text === undefined) return <Skeleton lines={3} label={t('pageIncidents.resolve.loadingMessage')} />;
  return (
    <Formik initialValues={resolutionOf(text, others)} validationSchema={schema} onSubmit={onSubmit}>
      <FormColumn noValidate aria-label={action}>
        <FormError />
        <LanguageTabs language={language} fields={['body']}>
          {({ field, isDefault }) => (
            <TextareaField
              name={field('body')}
              label={t('pageIncidents.resolve.message')}
              hint={
                isDefault
                  ? t('pageIncidents.resolve.messageHint', { language: t(LANGUAGE_LABEL_KEYS[language]) })
                  : undefined
              }
              rows={4}
            />
          )}
        </LanguageTabs>
        <FormActions>
          <Button variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <SubmitButton>{action}</SubmitButton>
        </FormActions>
      </FormColumn>
    </Formik>
  );
}
