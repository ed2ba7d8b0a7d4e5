import { FormError, SubmitButton, useSubmitHandler } from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, failureMessageKey } from '../api/api-error';
import { resetPassword } from '../api/reset-password';
import { NewPasswordFields } from './auth-fields';
import { AuthForm } from './auth-form';
import { resetPasswordSchema } from './auth-schemas';

type ResetPasswordFormProps = {
  token: string;
  onReset(): void;
  /** The link was unknown, already used or expired (`invalid_token`). */
  onInvalidToken(): void;
};

type ResetValues = { password: string; confirmPassword: string };

export function ResetPasswordForm({ token, onReset, onInvalidToken }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const submit = useSubmitHandler<ResetValues, void>({
    request: ({ password }) => resetPassword({ token, password }),
    handleError: (error) => {
      if (apiErrorCode(error) !== 'invalid_token') return false;
      onInvalidToken();
      return true;
    },
    failureMessage: (error) => t(failureMessageKey(error, 'auth.resetPassword.failed')),
    failureDisplay: 'banner',
    onSuccess: onReset,
  });

  return (
    <Formik
      initialValues={{ password: '', confirmPassword: '' }}
      validationSchema={resetPasswordSchema}
      onSubmit={submit}
    >
      <AuthForm aria-label={t('auth.resetPassword.title')} noValidate>
        <FormError />
        <NewPasswordFields
          label={t('auth.fields.newPassword')}
          confirmLabel={t('auth.fields.confirmPassword')}
        />
        <SubmitButton>{t('auth.resetPassword.submit')}</SubmitButton>
      </AuthForm>
    </Formik>
  );
}
