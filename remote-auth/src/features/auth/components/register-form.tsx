import { ApiError, Button, Checkbox, notify, notifyApiError, serverMessage } from '@statusdeck/shared';
import { Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { register } from '../api/register';
import { registerSchema } from './auth-schemas';
import { FieldError, Form } from './form-layout';
import { FormikPasswordField, FormikTextField } from './formik-text-field';

type RegisterValues = { email: string; password: string; org_name: string; terms: boolean };

const initialValues: RegisterValues = { email: '', password: '', org_name: '', terms: false };

export function RegisterForm({ onRegistered }: { onRegistered(email: string): void }) {
  const { t } = useTranslation();
  const termsErrorId = useId();

  const submit = async (values: RegisterValues, { setFieldError }: FormikHelpers<RegisterValues>) => {
    const email = values.email.trim();
    const orgName = values.org_name.trim();
    try {
      // The server creates the organisation under org_name when given, so it is sent when filled.
      await register({ email, password: values.password, ...(orgName ? { org_name: orgName } : {}) });
    } catch (error) {
      // SPEC §8: a 409 marks the e-mail as taken; 429 and 402 get the shared toasts; anything else
      // marks the e-mail field and toasts the server's message.
      if (error instanceof ApiError && error.status === 409) {
        setFieldError('email', 'auth.validation.emailTaken');
        if (error.code === 'duplicate_email') {
          notify({ title: t('auth.messages.duplicateEmail'), variant: 'destructive' });
        }
        return;
      }
      if (notifyApiError(error)) return;
      setFieldError('email', 'auth.validation.registrationFailed');
      notify({
        title: serverMessage(error) ?? t('auth.messages.registrationFailed'),
        variant: 'destructive',
      });
      return;
    }
    notify({ title: t('auth.messages.registrationSuccess') });
    onRegistered(email);
  };

  return (
    <Formik initialValues={initialValues} validationSchema={registerSchema} onSubmit={submit}>
      {({ values, errors, touched, isSubmitting, handleChange, handleBlur, handleSubmit }) => (
        <Form aria-label={t('auth.register.title')} noValidate onSubmit={handleSubmit}>
          <FormikTextField label={t('auth.fields.email')} name="email" type="email" autoComplete="email" />
          <FormikPasswordField
            label={t('auth.fields.password')}
            name="password"
            autoComplete="new-password"
            placeholder={t('auth.register.passwordHint')}
          />
          <FormikTextField label={t('auth.fields.orgName')} name="org_name" autoComplete="organization" />
          <Checkbox
            label={t('auth.register.terms')}
            name="terms"
            checked={values.terms}
            onChange={handleChange}
            onBlur={handleBlur}
            disabled={isSubmitting}
            aria-invalid={touched.terms && errors.terms ? true : undefined}
            aria-describedby={touched.terms && errors.terms ? termsErrorId : undefined}
          />
          {touched.terms && errors.terms ? (
            <FieldError id={termsErrorId} role="alert">
              {t(errors.terms)}
            </FieldError>
          ) : null}
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.register.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
