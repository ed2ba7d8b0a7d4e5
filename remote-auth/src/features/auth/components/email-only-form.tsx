import { FormError, SubmitButton, useSubmitHandler } from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '../api/api-error';
import { EmailField } from './auth-fields';
import { AuthForm } from './auth-form';
import { emailOnlySchema } from './auth-schemas';

type EmailOnlyFormProps = {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The API call, given the trimmed address. */
  request(email: string): Promise<unknown>;
  /** The translation key of a failure the server does not explain. */
  failureKey: string;
  onSent(email: string): void;
};

/** An e-mail field and a submit button: the request-reset and resend-verification forms. */
export function EmailOnlyForm({ label, submitLabel, request, failureKey, onSent }: EmailOnlyFormProps) {
  const { t } = useTranslation();
  const submit = useSubmitHandler<{ email: string }, unknown>({
    request: ({ email }) => request(email.trim()),
    // The server's messages are English only: failures are explained in the form, translated.
    failureMessage: (error) => t(failureMessageKey(error, failureKey)),
    failureDisplay: 'banner',
    onSuccess: (_result, { email }) => onSent(email.trim()),
  });
  return (
    <Formik initialValues={{ email: '' }} validationSchema={emailOnlySchema} onSubmit={submit}>
      <AuthForm aria-label={label} noValidate>
        <FormError />
        <EmailField />
        <SubmitButton>{submitLabel}</SubmitButton>
      </AuthForm>
    </Formik>
  );
}
