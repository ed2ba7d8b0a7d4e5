import { Banner, Button } from '@statusdeck/shared';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { emailOnlySchema } from './auth-schemas';
import { Form } from './form-layout';
import { FormikTextField } from './formik-text-field';

type EmailOnlyFormProps = {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** A server failure shown above the field until dismissed. */
  failure: string | null;
  onDismissFailure(): void;
  onSubmit(values: { email: string }): Promise<void>;
};

/** An e-mail field and a submit button: the request-reset and resend-verification forms. */
export function EmailOnlyForm({
  label,
  submitLabel,
  failure,
  onDismissFailure,
  onSubmit,
}: EmailOnlyFormProps) {
  const { t } = useTranslation();
  return (
    <Formik initialValues={{ email: '' }} validationSchema={emailOnlySchema} onSubmit={onSubmit}>
      {({ isSubmitting, handleSubmit }) => (
        <Form aria-label={label} noValidate onSubmit={handleSubmit}>
          {failure ? (
            <Banner variant="error" onDismiss={onDismissFailure}>
              {failure}
            </Banner>
          ) : null}
          <FormikTextField label={t('auth.fields.email')} name="email" type="email" autoComplete="email" />
          <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
