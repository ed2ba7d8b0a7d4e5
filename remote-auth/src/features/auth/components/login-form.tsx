import { paths, useSession } from '@statusdeck/shared';
import { CheckboxField, FormRow, SubmitButton } from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '../api/api-error';
import { useAuthNavigation } from '../navigation/auth-navigation';
import { AuthTextLink } from '../navigation/auth-text-link';
import { CurrentPasswordField, EmailField } from './auth-fields';
import { AuthForm } from './auth-form';
import { loginSchema } from './auth-schemas';
import { ClearOnEdit } from './clear-on-edit';

type LoginFormProps = {
  initialEmail?: string;
  /** The user typed or submitted again: the screen's banner about the last attempt is stale. */
  onEdit(): void;
  /** Called when the password was right but the address is unverified, so the screen can offer a resend. */
  onEmailNotVerified(email: string): void;
};

type LoginValues = { email: string; password: string; rememberMe: boolean };

export function LoginForm({ initialEmail = '', onEdit, onEmailNotVerified }: LoginFormProps) {
  const { t } = useTranslation();
  const { login } = useSession();
  const { enterConsole } = useAuthNavigation();
  const initialValues: LoginValues = { email: initialEmail, password: '', rememberMe: false };

  // rememberMe stays in the form only: the login payload is email and password.
  const submit = async ({ email, password }: LoginValues) => {
    const trimmedEmail = email.trim();
    try {
      await login({ email: trimmedEmail, password });
    } catch (error) {
      // useSession().login has shown the one login-failure toast; the screen only adds
      // the resend action for an unverified address, without repeating the message.
      if (apiErrorCode(error) === 'email_not_verified') onEmailNotVerified(trimmedEmail);
      return;
    }
    enterConsole();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={submit}>
      <AuthForm aria-label={t('auth.login.title')} noValidate>
        <ClearOnEdit onEdit={onEdit} />
        <EmailField />
        <CurrentPasswordField />
        <FormRow>
          <CheckboxField label={t('auth.login.rememberMe')} name="rememberMe" />
          <AuthTextLink to={paths.requestReset()}>{t('auth.login.forgotPassword')}</AuthTextLink>
        </FormRow>
        <SubmitButton>{t('auth.login.submit')}</SubmitButton>
      </AuthForm>
    </Formik>
  );
}
