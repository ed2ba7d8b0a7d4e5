import { ApiError, serverMessage } from '@statusdeck/shared';
import { CheckboxField, FormField, SubmitButton, useSubmitHandler } from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { register } from '../api/register';
import { EmailField, NewPasswordFields } from './auth-fields';
import { AuthForm } from './auth-form';
import { registerSchema } from './auth-schemas';
import { LegalSentence } from './legal-links';

type RegisterValues = { email: string; password: string; org_name: string; terms: boolean };

const initialValues: RegisterValues = { email: '', password: '', org_name: '', terms: false };

export function RegisterForm({ onRegistered }: { onRegistered(email: string): void }) {
  const { t } = useTranslation();

  // One message per outcome (the product allows two readings; the kit's rule picks one): a 409 marks
  // the e-mail field only; 429/402 get the shared toasts; anything else one toast with the
  // server's message; success a toast, then the login tab with its banner.
  const submit = useSubmitHandler<RegisterValues, unknown>({
    request: (values) => {
      const orgName = values.org_name.trim();
      // The server creates the organisation under org_name when given, so it is sent when filled.
      return register({
        email: values.email.trim(),
        password: values.password,
        ...(orgName ? { org_name: orgName } : {}),
      });
    },
    fieldErrorsFor: (error) =>
      error instanceof ApiError && error.status === 409 ? { email: 'auth.validation.emailTaken' } : undefined,
    failureMessage: (error) => serverMessage(error) ?? t('auth.messages.registrationFailed'),
    successMessage: t('auth.messages.registrationSuccess'),
    onSuccess: (_result, values) => onRegistered(values.email.trim()),
  });

  return (
    <Formik initialValues={initialValues} validationSchema={registerSchema} onSubmit={submit}>
      <AuthForm aria-label={t('auth.register.title')} noValidate>
        <EmailField />
        <NewPasswordFields label={t('auth.fields.password')} />
        <FormField label={t('auth.fields.orgName')} name="org_name" autoComplete="organization" />
        <CheckboxField label={<LegalSentence i18nKey="auth.register.terms" />} name="terms" />
        <SubmitButton>{t('auth.register.submit')}</SubmitButton>
      </AuthForm>
    </Formik>
  );
}
