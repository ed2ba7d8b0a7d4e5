import { Banner, Button, notifyApiError } from '@statusdeck/shared';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../api/api-error';
import { resendVerification } from '../api/resend-verification';
import { resendVerificationSchema } from './auth-schemas';
import { Form } from './form-layout';
import { FormikTextField } from './formik-text-field';

/** Asks for a fresh verification link; the answer never reveals whether the account exists. */
export function ResendVerificationForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    const trimmedEmail = email.trim();
    setFailure(null);
    try {
      await resendVerification(trimmedEmail);
      setSentTo(trimmedEmail);
    } catch (error) {
      if (!notifyApiError(error)) setFailure(serverMessage(error) ?? t('auth.banner.resendFailed'));
    }
  };

  if (sentTo !== null) {
    return <Banner variant="success">{t('auth.banner.verificationSent', { email: sentTo })}</Banner>;
  }

  return (
    <Formik initialValues={{ email: '' }} validationSchema={resendVerificationSchema} onSubmit={submit}>
      {({ isSubmitting, handleSubmit }) => (
        <Form aria-label={t('auth.activate.resendTitle')} noValidate onSubmit={handleSubmit}>
          {failure ? (
            <Banner variant="error" onDismiss={() => setFailure(null)}>
              {failure}
            </Banner>
          ) : null}
          <FormikTextField label={t('auth.fields.email')} name="email" type="email" autoComplete="email" />
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.activate.resendSubmit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
