import { Banner, Button, notifyApiError } from '@statusdeck/shared';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, failureMessageKey } from '../api/api-error';
import { resetPassword } from '../api/reset-password';
import { resetPasswordSchema } from './auth-schemas';
import { Form } from './form-layout';
import { FormikPasswordField } from './formik-text-field';

type ResetPasswordFormProps = {
  token: string;
  onReset(): void;
  /** The link was unknown, already used or expired (`invalid_token`). */
  onInvalidToken(): void;
};

type ResetValues = { password: string; confirmPassword: string };

export function ResetPasswordForm({ token, onReset, onInvalidToken }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ password }: ResetValues) => {
    setFailure(null);
    try {
      await resetPassword({ token, password });
    } catch (error) {
      if (apiErrorCode(error) === 'invalid_token') onInvalidToken();
      else if (!notifyApiError(error)) setFailure(t(failureMessageKey(error, 'auth.resetPassword.failed')));
      return;
    }
    onReset();
  };

  return (
    <Formik
      initialValues={{ password: '', confirmPassword: '' }}
      validationSchema={resetPasswordSchema}
      onSubmit={submit}
    >
      {({ isSubmitting, handleSubmit }) => (
        <Form aria-label={t('auth.resetPassword.title')} noValidate onSubmit={handleSubmit}>
          {failure ? (
            <Banner variant="error" onDismiss={() => setFailure(null)}>
              {failure}
            </Banner>
          ) : null}
          <FormikPasswordField
            label={t('auth.fields.newPassword')}
            name="password"
            autoComplete="new-password"
            placeholder={t('auth.register.passwordHint')}
          />
          <FormikPasswordField
            label={t('auth.fields.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
          />
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.resetPassword.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
