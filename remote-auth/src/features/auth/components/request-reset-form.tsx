import { Banner, Button, notifyApiError } from '@statusdeck/shared';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../api/api-error';
import { requestPasswordReset } from '../api/request-password-reset';
import { requestResetSchema } from './auth-schemas';
import { Form } from './form-layout';
import { FormikTextField } from './formik-text-field';

export function RequestResetForm({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    const trimmedEmail = email.trim();
    setFailure(null);
    try {
      await requestPasswordReset(trimmedEmail);
    } catch (error) {
      if (!notifyApiError(error)) setFailure(serverMessage(error) ?? t('auth.requestReset.failed'));
      return;
    }
    onSent(trimmedEmail);
  };

  return (
    <Formik initialValues={{ email: '' }} validationSchema={requestResetSchema} onSubmit={submit}>
      {({ isSubmitting, handleSubmit }) => (
        <Form aria-label={t('auth.requestReset.title')} noValidate onSubmit={handleSubmit}>
          {failure ? (
            <Banner variant="error" onDismiss={() => setFailure(null)}>
              {failure}
            </Banner>
          ) : null}
          <FormikTextField label={t('auth.fields.email')} name="email" type="email" autoComplete="email" />
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.requestReset.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
