import { Button, Checkbox, paths, useSession } from '@statusdeck/shared';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextLink } from '../../../components/text-link';
import { apiErrorCode } from '../api/api-error';
import { loginSchema } from './auth-schemas';
import { Form, FormRow } from './form-layout';
import { FormikPasswordField, FormikTextField } from './formik-text-field';

type LoginFormProps = {
  initialEmail?: string;
  /** Called when the password was right but the address is unverified, so the screen can offer a resend. */
  onEmailNotVerified(email: string): void;
};

type LoginValues = { email: string; password: string; rememberMe: boolean };

export function LoginForm({ initialEmail = '', onEmailNotVerified }: LoginFormProps) {
  const { t } = useTranslation();
  const { login } = useSession();
  const navigate = useNavigate();
  const initialValues: LoginValues = { email: initialEmail, password: '', rememberMe: false };

  // rememberMe stays in the form only (SPEC §3): the login payload is email and password.
  const submit = async ({ email, password }: LoginValues) => {
    const trimmedEmail = email.trim();
    try {
      await login({ email: trimmedEmail, password });
    } catch (error) {
      // useSession().login has already shown the SPEC §8 toast; the banner adds the resend action.
      if (apiErrorCode(error) === 'email_not_verified') onEmailNotVerified(trimmedEmail);
      return;
    }
    // The host also leaves /auth once signed in; replace keeps the form out of the back history.
    navigate(paths.dashboard(), { replace: true });
  };

  return (
    <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={submit}>
      {({ values, isSubmitting, handleChange, handleSubmit }) => (
        <Form aria-label={t('auth.login.title')} noValidate onSubmit={handleSubmit}>
          <FormikTextField label={t('auth.fields.email')} name="email" type="email" autoComplete="email" />
          <FormikPasswordField
            label={t('auth.fields.password')}
            name="password"
            autoComplete="current-password"
          />
          <FormRow>
            <Checkbox
              label={t('auth.login.rememberMe')}
              name="rememberMe"
              checked={values.rememberMe}
              onChange={handleChange}
              disabled={isSubmitting}
            />
            <TextLink to={paths.requestReset()}>{t('auth.login.forgotPassword')}</TextLink>
          </FormRow>
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.login.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
